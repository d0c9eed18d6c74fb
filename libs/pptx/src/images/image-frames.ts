import type { PartRole } from '../template/part-role';
import { collectRunGroups } from '../template/run-groups';
import { PartStructure } from '../template/structure-scan';
import { excerpt, placeOf, templateSyntaxError } from '../template/syntax-errors';
import { decodeXmlText, escapeXmlAttribute } from '../xml/xml-text';
import { childNamed, descendantsNamed, elementSpans, splice, type ElementSpan } from './image-xml';
import { findImageTag, IMAGE_TAG_HINT, wholeImageTag, type ImageTag } from './image-tag';
import { pictureTemplate, type PictureTemplate, type Prefixes } from './picture-template';
import { cellSize, cellTemplate, type CellTemplate } from './cell-template';

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
