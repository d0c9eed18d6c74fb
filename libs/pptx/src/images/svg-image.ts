import { isTemplateError } from '../errors';
import { decodeText } from '../media/media-sniffing';
import { cleanSvg } from '../media/svg-references';
import { readAttributes, tokenizeXml, type XmlToken } from '../xml/xml-lexer';

export interface SvgPicture {
  /** The SVG as placed: UTF-8, with every reference to another file or host removed. */
  readonly text: string;
  readonly width: number;
  readonly height: number;
}

// CSS pixels per unit; `em`, `ex` and percentages depend on a context a picture does not have.
const PIXELS_PER_UNIT: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

function length(value: string | undefined): number | undefined {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? '');
  const factor = match ? PIXELS_PER_UNIT[match[2].toLowerCase()] : undefined;
  if (!match || factor === undefined) return undefined;
  const pixels = Number(match[1]) * factor;
  return pixels > 0 && Number.isFinite(pixels) ? pixels : undefined;
}

function viewBoxSize(value: string | undefined): { width: number; height: number } | undefined {
  const numbers = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((number) => !Number.isFinite(number))) return undefined;
  const [, , width, height] = numbers;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Width and height as a renderer sizes the picture: the attributes, else the viewBox (keeping its ratio). */
function intrinsicSize(
  attributes: ReadonlyMap<string, string>,
): { width: number; height: number } | undefined {
  const width = length(attributes.get('width'));
  const height = length(attributes.get('height'));
  const box = viewBoxSize(attributes.get('viewbox'));
  if (width && height) return { width, height };
  if (!box) return undefined;
  if (width) return { width, height: (width * box.height) / box.width };
  if (height) return { width: (height * box.width) / box.height, height };
  return box;
}

const ENTITY_REFUSED = 'an SVG picture with DOCTYPE or ENTITY declarations is refused';
const ACTIVE_ELEMENT = /(^|:)(script|foreignObject|handler|listener)$/i;

/** Why the SVG may not be placed at all (code or embedded HTML), or undefined. */
function activeContent(svg: string, tokens: readonly XmlToken[]): string | undefined {
  for (const token of tokens) {
    if (token.kind !== 'open') continue;
    if (ACTIVE_ELEMENT.test(token.name)) return `an SVG picture with a <${token.name}> element is refused`;
    const handler = readAttributes(svg, token.start, token.end).find((attribute) =>
      /^on/i.test(attribute.name),
    );
    if (handler) return `an SVG picture with a script attribute (${handler.name}) is refused`;
  }
  return undefined;
}

// Text is written as UTF-8, so a UTF-16 declaration must not survive.
function declareUtf8(xml: string): string {
  return xml.replace(/^(\s*<\?xml[^>]*?encoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2');
}

/**
 * An SVG picture checked as template pictures are: refused when it holds scripts, event handlers or foreign
 * objects (HTML), or a DOCTYPE with entities; references to other files or hosts (`href`, CSS `url()`) are
 * removed. The size comes from the root's width/height (px, pt, pc, in, cm, mm) or its viewBox.
 */
export function readSvg(bytes: Uint8Array): SvgPicture | { readonly reason: string } {
  try {
    const source = decodeText(bytes).replace(/^\uFEFF/, '');
    // An entity would be left undefined once the DOCTYPE goes: refused, not repaired.
    if (/<!ENTITY/i.test(source)) return { reason: ENTITY_REFUSED };
    const cleaned = cleanSvg(source).text;
    const tokens = [...tokenizeXml(cleaned)];
    const refused = activeContent(cleaned, tokens);
    if (refused) return { reason: refused };
    const root = tokens.find((token) => token.kind === 'open');
    if (!root || !/(^|:)svg$/i.test(root.name)) return { reason: 'not a readable SVG picture' };
    const attributes = new Map(
      readAttributes(cleaned, root.start, root.end).map((attribute) => [
        attribute.name.toLowerCase(),
        attribute.value,
      ]),
    );
    const size = intrinsicSize(attributes);
    if (!size) return { reason: 'an SVG picture without width and height or a viewBox has no size' };
    const pixels = (value: number) => Math.max(1, Math.round(value));
    return { text: declareUtf8(cleaned), width: pixels(size.width), height: pixels(size.height) };
  } catch (error) {
    if (!isTemplateError(error)) throw error;
    return {
      reason: error.code === 'doctype_forbidden' ? ENTITY_REFUSED : 'not a readable SVG picture',
    };
  }
}
