import { decodeXmlText } from '../xml/xml-text';
import { childNamed, childrenOf, elementSpans, numberAttribute, type ElementSpan } from './image-xml';

/** XML prefixes a part binds to PresentationML, DrawingML and relationships. */
export interface Prefixes {
  readonly p: string;
  readonly a: string;
  readonly r: string;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A `<p:pic>` ready to take a picture: where its fill and position are, and the blip effects it keeps. */
export interface PictureTemplate {
  readonly xml: string;
  readonly blipFill: Span;
  /** The template blip's children (colour effects) without its extension list (local DPI, SVG). */
  readonly blipEffects: string;
  readonly off?: Span & { readonly x: number; readonly y: number };
  readonly ext?: Span & { readonly cx: number; readonly cy: number };
  /**
   * The alternative text (`descr` of `p:cNvPr`), decoded, and its value's span; without one, `start` and
   * `end` are where ` descr="…"` goes (`attribute` false). Undefined without a `p:cNvPr`.
   */
  readonly descr?: Span & { readonly text: string; readonly attribute: boolean };
}

function descrOf(xml: string, spans: readonly ElementSpan[], p: string) {
  const nv = childNamed(spans, 0, `${p}:nvPicPr`);
  const cNvPr = nv === undefined ? undefined : childNamed(spans, nv, `${p}:cNvPr`);
  if (cNvPr === undefined) return undefined;
  const { start, openEnd } = spans[cNvPr];
  const head = xml.slice(start, openEnd);
  const match = /\sdescr\s*=\s*(["'])(.*?)\1/s.exec(head);
  if (!match) {
    const at = start + head.length - (head.endsWith('/>') ? 2 : 1);
    return { start: at, end: at, text: '', attribute: false };
  }
  const valueStart = start + match.index + match[0].length - 1 - match[2].length;
  return {
    start: valueStart,
    end: valueStart + match[2].length,
    text: decodeXmlText(match[2]),
    attribute: true,
  };
}

/** Finds the parts of a `<p:pic>` (the template's picture, or one built from a shape) a render rewrites. */
export function pictureTemplate(xml: string, prefixes: Prefixes): PictureTemplate {
  const { p, a } = prefixes;
  const spans = elementSpans(xml);
  const blipFillIndex = childNamed(spans, 0, `${p}:blipFill`);
  if (blipFillIndex === undefined) throw new Error('A picture without p:blipFill');
  const blipFill = spans[blipFillIndex];
  const blip = childNamed(spans, blipFillIndex, `${a}:blip`);
  const blipEffects =
    blip === undefined
      ? ''
      : childrenOf(spans, blip)
          .filter((index) => spans[index].name !== `${a}:extLst`)
          .map((index) => xml.slice(spans[index].start, spans[index].end))
          .join('');
  const spPr = childNamed(spans, 0, `${p}:spPr`);
  const xfrm = spPr === undefined ? undefined : childNamed(spans, spPr, `${a}:xfrm`);
  const off = xfrm === undefined ? undefined : childNamed(spans, xfrm, `${a}:off`);
  const ext = xfrm === undefined ? undefined : childNamed(spans, xfrm, `${a}:ext`);
  const descr = descrOf(xml, spans, p);
  const template: PictureTemplate = {
    xml,
    blipFill: { start: blipFill.start, end: blipFill.end },
    blipEffects,
    ...(descr ? { descr } : {}),
  };
  if (off === undefined || ext === undefined) return template;
  const offTag = xml.slice(spans[off].start, spans[off].openEnd);
  const extTag = xml.slice(spans[ext].start, spans[ext].openEnd);
  return {
    ...template,
    off: {
      start: spans[off].start,
      end: spans[off].end,
      x: numberAttribute(offTag, 'x') ?? 0,
      y: numberAttribute(offTag, 'y') ?? 0,
    },
    ext: {
      start: spans[ext].start,
      end: spans[ext].end,
      cx: numberAttribute(extTag, 'cx') ?? 0,
      cy: numberAttribute(extTag, 'cy') ?? 0,
    },
  };
}
