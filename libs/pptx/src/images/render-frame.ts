import { cleanValue, escapeXmlAttribute } from '../xml/xml-text';
import { containBox, containInsets, coverCrop, insetAttributes, type Insets } from './image-geometry';
import type { ImageFrame } from './image-frames';
import type { DeckImage } from './image-source';
import { imageFileName } from './image-value';
import { splice } from './image-xml';
import type { PictureTemplate, Prefixes } from './picture-template';

// PowerPoint draws an SVG from this extension of the blip (the blip itself names the fallback).
const SVG_BLIP_EXTENSION = '{96DAC541-7B7A-43D3-8B79-37D633B846F1}';
const SVG_NAMESPACE = 'http://schemas.microsoft.com/office/drawing/2016/SVG/main';

function blip(prefixes: Prefixes, relationshipId: string, image: DeckImage, effects: string): string {
  const { a, r } = prefixes;
  const svg =
    image.contentType === 'image/svg+xml'
      ? `<${a}:extLst><${a}:ext uri="${SVG_BLIP_EXTENSION}"><asvg:svgBlip xmlns:asvg="${SVG_NAMESPACE}" ${r}:embed="${relationshipId}"/></${a}:ext></${a}:extLst>`
      : '';
  const inner = effects + svg;
  return inner === ''
    ? `<${a}:blip ${r}:embed="${relationshipId}"/>`
    : `<${a}:blip ${r}:embed="${relationshipId}">${inner}</${a}:blip>`;
}

function fill(element: string, prefixes: Prefixes, picture: string, crop: Insets, fillRect: Insets): string {
  const { a } = prefixes;
  const source = insetAttributes(crop);
  return (
    `<${element} rotWithShape="1">${picture}${source === '' ? '' : `<${a}:srcRect${source}/>`}` +
    `<${a}:stretch><${a}:fillRect${insetAttributes(fillRect)}/></${a}:stretch></${element}>`
  );
}

const NONE: Insets = { l: 0, t: 0, r: 0, b: 0 };

/**
 * The filled picture's alt text: the tag's `alt:`, else the template's own words around the tag, else the
 * value's file name (a data: URI has none).
 */
export function filledAltText(frame: ImageFrame, kept: string, value: string): string {
  return frame.tag.alt ?? (kept.trim() !== '' ? kept : imageFileName(value));
}

function altCut(frame: ImageFrame, template: PictureTemplate, value: string) {
  const { descr } = template;
  if (!descr) return [];
  const text = filledAltText(frame, descr.text, value);
  if (text === descr.text) return [];
  const escaped = escapeXmlAttribute(cleanValue(text));
  return [{ start: descr.start, end: descr.end, text: descr.attribute ? escaped : ` descr="${escaped}"` }];
}

function renderPicture(
  frame: ImageFrame,
  template: PictureTemplate,
  image: DeckImage,
  value: string,
): string {
  const { p, a } = frame.prefixes;
  const picture = blip(frame.prefixes, frame.relationshipId, image, template.blipEffects);
  const { off, ext } = template;
  const box = off && ext ? { x: off.x, y: off.y, cx: ext.cx, cy: ext.cy } : undefined;
  const crop = box && frame.tag.fit === 'cover' ? coverCrop(box, image.width, image.height) : NONE;
  const cuts = [
    ...altCut(frame, template, value),
    { ...template.blipFill, text: fill(`${p}:blipFill`, frame.prefixes, picture, crop, NONE) },
  ];
  if (box && off && ext && frame.tag.fit === 'contain') {
    const fitted = containBox(box, image.width, image.height);
    cuts.push({ ...off, text: `<${a}:off x="${fitted.x}" y="${fitted.y}"/>` });
    cuts.push({ ...ext, text: `<${a}:ext cx="${fitted.cx}" cy="${fitted.cy}"/>` });
  }
  return splice(template.xml, cuts);
}

/**
 * A frame's XML for one row: the picture fitted into it (`value`, the row's image value, names it in the alt
 * text), or the fallback when there is none.
 */
export function renderFrame(frame: ImageFrame, image: DeckImage | undefined, value = ''): string {
  if (!image) return frame.fallback;
  if (frame.kind !== 'cell') return renderPicture(frame, frame.picture, image, value);
  const { cell } = frame;
  const box = { x: 0, y: 0, cx: cell.width, cy: cell.height };
  const cover = frame.tag.fit === 'cover';
  const picture = blip(frame.prefixes, frame.relationshipId, image, '');
  const crop = cover ? coverCrop(box, image.width, image.height) : NONE;
  const insets = cover ? NONE : containInsets(box, image.width, image.height);
  return (
    cell.before + fill(`${frame.prefixes.a}:blipFill`, frame.prefixes, picture, crop, insets) + cell.after
  );
}
