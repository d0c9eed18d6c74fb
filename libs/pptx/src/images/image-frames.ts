import type { PartRole } from '../template/part-role';
import { collectRunGroups } from '../template/run-groups';
import { PartStructure } from '../template/structure-scan';
import { excerpt, placeOf, templateSyntaxError } from '../template/syntax-errors';
import { decodeXmlText, escapeXmlAttribute } from '../xml/xml-text';
import {
  ancestorNamed,
  childNamed,
  childrenOf,
  descendantsNamed,
  elementSpans,
  numberAttribute,
  splice,
  type ElementSpan,
} from './image-xml';
import { findImageTag, IMAGE_TAG_HINT, wholeImageTag, type ImageTag } from './image-tag';
import { pictureTemplate, type PictureTemplate, type Prefixes } from './picture-template';

/** A table cell that takes a picture as its fill: the cell's XML around the fill, and its size in EMUs. */
export interface CellTemplate {
  readonly before: string;
  readonly after: string;
  readonly width: number;
  readonly height: number;
}

interface FrameBase {
  readonly tag: ImageTag;
  /** The relationship this frame's picture is given in the part's `.rels` (its own, never shared). */
  readonly relationshipId: string;
  /** The frame's span in the part. */
  readonly start: number;
  readonly end: number;
  /** What is written when the row has no picture: the template's picture, or the frame without the tag. */
  readonly fallback: string;
  readonly prefixes: Prefixes;
}

/** Where a `{{%name}}` picture goes: a picture, a shape turned into one, or a table cell's fill. */
export type ImageFrame =
  | (FrameBase & { readonly kind: 'picture' | 'shape'; readonly picture: PictureTemplate })
  | (FrameBase & { readonly kind: 'cell'; readonly cell: CellTemplate });

export interface PartFrames {
  readonly frames: readonly ImageFrame[];
  /** The part with the frames' tag text blanked (same offsets), for the text-tag scan. */
  readonly masked: string;
}

const FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

function textSpans(spans: readonly ElementSpan[], outer: number, a: string): ElementSpan[] {
  return descendantsNamed(spans, outer, `${a}:t`).map((index) => spans[index]);
}

function textOf(xml: string, texts: readonly ElementSpan[]): string {
  return texts.map((span) => decodeXmlText(xml.slice(span.openEnd, span.closeStart))).join('');
}

/** `xml` from `outer` with its text elements emptied (the tag gone, the formatting kept). */
function withoutText(xml: string, outer: ElementSpan, texts: readonly ElementSpan[]): string {
  const cuts = texts.map((span) => ({
    start: span.openEnd - outer.start,
    end: span.closeStart - outer.start,
    text: '',
  }));
  return splice(xml.slice(outer.start, outer.end), cuts);
}

function shapePicture(xml: string, spans: readonly ElementSpan[], shape: number, prefixes: Prefixes): string {
  const { p, a } = prefixes;
  const slice = (index: number | undefined) =>
    index === undefined ? '' : xml.slice(spans[index].start, spans[index].end);
  const nvSpPr = childNamed(spans, shape, `${p}:nvSpPr`);
  const cNvPr = nvSpPr === undefined ? undefined : childNamed(spans, nvSpPr, `${p}:cNvPr`);
  const nvPr = nvSpPr === undefined ? undefined : childNamed(spans, nvSpPr, `${p}:nvPr`);
  const spPr = childNamed(spans, shape, `${p}:spPr`);
  return (
    `<${p}:pic><${p}:nvPicPr>${slice(cNvPr) || `<${p}:cNvPr id="0" name="Picture"/>`}` +
    `<${p}:cNvPicPr><${a}:picLocks noChangeAspect="1"/></${p}:cNvPicPr>${slice(nvPr) || `<${p}:nvPr/>`}` +
    `</${p}:nvPicPr><${p}:blipFill/>${slice(spPr) || `<${p}:spPr/>`}</${p}:pic>`
  );
}

function cellSize(xml: string, spans: readonly ElementSpan[], cell: number, a: string) {
  const row = ancestorNamed(spans, cell, `${a}:tr`);
  const table = ancestorNamed(spans, cell, `${a}:tbl`);
  const tagOf = (index: number) => xml.slice(spans[index].start, spans[index].openEnd);
  const height = row === undefined ? 0 : (numberAttribute(tagOf(row), 'h') ?? 0);
  const grid = table === undefined ? undefined : childNamed(spans, table, `${a}:tblGrid`);
  const columns =
    grid === undefined ? [] : childrenOf(spans, grid).map((index) => numberAttribute(tagOf(index), 'w') ?? 0);
  const cells =
    row === undefined ? [] : childrenOf(spans, row).filter((index) => spans[index].name === `${a}:tc`);
  let column = 0;
  for (const index of cells) {
    const span = numberAttribute(tagOf(index), 'gridSpan') ?? 1;
    if (index === cell)
      return { width: columns.slice(column, column + span).reduce((sum, w) => sum + w, 0), height };
    column += span;
  }
  return { width: 0, height };
}

/** The cell's XML split where its fill goes (after the borders, replacing any fill it had). */
function cellTemplate(cellXml: string, a: string): { before: string; after: string } {
  let spans = elementSpans(cellXml);
  let properties = childNamed(spans, 0, `${a}:tcPr`);
  if (properties === undefined) {
    const body = childNamed(spans, 0, `${a}:txBody`);
    const at = body === undefined ? spans[0].closeStart : spans[body].end;
    return { before: `${cellXml.slice(0, at)}<${a}:tcPr>`, after: `</${a}:tcPr>${cellXml.slice(at)}` };
  }
  if (spans[properties].openEnd === spans[properties].end) {
    const { start, end } = spans[properties];
    const open = cellXml.slice(start, end).replace(/\s*\/>$/, '>');
    return { before: cellXml.slice(0, start) + open, after: `</${a}:tcPr>${cellXml.slice(end)}` };
  }
  const fills = childrenOf(spans, properties).filter((index) =>
    FILLS.has(spans[index].name.replace(/^.*:/, '')),
  );
  const stripped = splice(
    cellXml,
    fills.map((index) => ({ ...spans[index], text: '' })),
  );
  spans = elementSpans(stripped);
  properties = childNamed(spans, 0, `${a}:tcPr`) as number;
  const later = childrenOf(spans, properties).find((index) => /:(headers|extLst)$/.test(spans[index].name));
  const at = later === undefined ? spans[properties].closeStart : spans[later].start;
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

function pictureFrame(xml: string, spans: readonly ElementSpan[], index: number, prefixes: Prefixes) {
  const nv = childNamed(spans, index, `${prefixes.p}:nvPicPr`);
  const cNvPr = nv === undefined ? undefined : childNamed(spans, nv, `${prefixes.p}:cNvPr`);
  if (cNvPr === undefined) return undefined;
  const head = spans[cNvPr];
  for (const attribute of ['descr', 'title']) {
    const match = new RegExp(`\\s${attribute}="([^"]*)"`).exec(xml.slice(head.start, head.openEnd));
    const text = match ? decodeXmlText(match[1]) : '';
    const found = findImageTag(text);
    if (!match || !found) continue;
    const valueStart = head.start + match.index + match[0].length - match[1].length - 1;
    const kept = escapeXmlAttribute((text.slice(0, found.start) + text.slice(found.end)).trim());
    const outer = spans[index];
    const fallback = splice(xml.slice(outer.start, outer.end), [
      { start: valueStart - outer.start, end: valueStart + match[1].length - outer.start, text: kept },
    ]);
    return { tag: found.tag, fallback, offset: head.start };
  }
  return undefined;
}

function check(xml: string, role: PartRole, tag: ImageTag, offset: number): void {
  if (tag.error === undefined) return;
  throw templateSyntaxError(
    placeOf(role, new PartStructure(xml), offset),
    tag.error,
    excerpt(tag.raw, 0, tag.raw.length),
  );
}

/**
 * The picture frames of a slide, layout or master: pictures whose alternative text holds `{{%name}}`, and
 * shapes or table cells whose only text is one. A picture tag anywhere else is a template error.
 */
export function findImageFrames(
  xml: string,
  role: PartRole,
  prefixes: Prefixes,
  relationshipId: (index: number) => string,
): PartFrames {
  const { p, a } = prefixes;
  const spans = elementSpans(xml);
  const frames: ImageFrame[] = [];
  const masks: Array<{ start: number; end: number; text: string }> = [];
  const inFrame = (index: number) =>
    frames.some((frame) => spans[index].start >= frame.start && spans[index].end <= frame.end);
  spans.forEach((span, index) => {
    if (inFrame(index)) return;
    const base = {
      relationshipId: relationshipId(frames.length),
      start: span.start,
      end: span.end,
      prefixes,
    };
    if (span.name === `${p}:pic`) {
      const found = pictureFrame(xml, spans, index, prefixes);
      if (!found) return;
      check(xml, role, found.tag, found.offset);
      frames.push({
        ...base,
        kind: 'picture',
        tag: found.tag,
        fallback: found.fallback,
        picture: pictureTemplate(found.fallback, prefixes),
      });
      return;
    }
    if (span.name !== `${p}:sp` && span.name !== `${a}:tc`) return;
    const texts = textSpans(spans, index, a);
    const tag = wholeImageTag(textOf(xml, texts));
    if (!tag) return;
    check(xml, role, tag, span.start);
    for (const text of texts)
      masks.push({
        start: text.openEnd,
        end: text.closeStart,
        text: ' '.repeat(text.closeStart - text.openEnd),
      });
    const fallback = withoutText(xml, span, texts);
    if (span.name === `${a}:tc`) {
      const size = cellSize(xml, spans, index, a);
      frames.push({ ...base, kind: 'cell', tag, fallback, cell: { ...cellTemplate(fallback, a), ...size } });
    } else {
      const picture = pictureTemplate(shapePicture(xml, spans, index, prefixes), prefixes);
      frames.push({ ...base, kind: 'shape', tag, fallback, picture });
    }
  });
  const masked = splice(xml, masks);
  for (const group of collectRunGroups(masked, a)) {
    const text = group.runs.map((run) => run.text).join('');
    if (!IMAGE_TAG_HINT.test(text)) continue;
    const near = excerpt(text, text.search(IMAGE_TAG_HINT), text.length);
    const place = placeOf(role, new PartStructure(xml), group.runs[0].start);
    throw templateSyntaxError(
      place,
      'a picture tag {{%…}} must be the only text of its shape or table cell',
      near,
    );
  }
  return { frames, masked };
}
