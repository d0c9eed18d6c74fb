import { doctypeForbidden, readAttributes, tokenizeXml, type XmlToken } from '../xml/xml-lexer';
import { decodeXmlText, escapeXmlText } from '../xml/xml-text';
import { cleanCss } from './css-references';

export interface CleanedSvg {
  readonly text: string;
  readonly changed: boolean;
}

// Raster images inlined as data: URIs load nothing; an inlined SVG could carry references of its own.
const INLINE_RASTER = /^data:image\/(png|jpe?g|gif|bmp|webp)[;,]/i;
const REFERENCE_ATTRIBUTE = /(^|:)(href|src)$/i;

/** Where a `<!DOCTYPE ...>` (its internal subset `[...]` included) starting at `at` ends, or -1 if unclosed. */
function doctypeEnd(svg: string, at: number): number {
  let end = at + '<!DOCTYPE'.length;
  while (end < svg.length && svg[end] !== '[' && svg[end] !== '>') end++;
  if (svg[end] === '[') {
    const close = svg.indexOf(']', end);
    if (close < 0) return -1;
    end = close + 1;
    while (end < svg.length && /\s/.test(svg[end])) end++;
  }
  return svg[end] === '>' ? end + 1 : -1;
}

/**
 * The SVG without DOCTYPEs and `xml-stylesheet` instructions, in one pass (a regex with a lazy body was
 * quadratic on a crafted file: a row's picture could hold a worker for hours). One it cannot close stays, and
 * is refused below.
 */
function withoutDeclarations(svg: string): string {
  const lower = svg.toLowerCase();
  let text = '';
  let copied = 0;
  for (let at = lower.indexOf('<!doctype'); at >= 0;) {
    const end = doctypeEnd(svg, at);
    if (end < 0) break;
    text += svg.slice(copied, at);
    copied = end;
    at = lower.indexOf('<!doctype', end);
  }
  const rest = text + svg.slice(copied);
  const restLower = rest.toLowerCase();
  let result = '';
  let kept = 0;
  for (let at = restLower.indexOf('<?xml-stylesheet'); at >= 0;) {
    const end = rest.indexOf('?>', at);
    if (end < 0) break;
    result += rest.slice(kept, at);
    kept = end + 2;
    at = restLower.indexOf('<?xml-stylesheet', kept);
  }
  return result + rest.slice(kept);
}

/** Whether an href/src value stays inside the document: a `#fragment`, nothing, or an inlined raster image. */
export function staysInDocument(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = decodeXmlText(raw).replace(/[\u0000-\u0020]/g, '');
  return value === '' || value.startsWith('#') || INLINE_RASTER.test(value);
}

/**
 * An SVG with every reference that could make a renderer read another file or host removed: `href` and
 * `src` attributes (image, use, feImage, a, script, tref...) other than `#fragment` or an inlined raster
 * image; CSS `url()` and `@import` in `style` attributes, `<style>` elements and presentation attributes;
 * `xml-stylesheet` instructions; and the DOCTYPE (entities could name files). The drawing itself is kept.
 */
export function cleanSvg(svg: string): CleanedSvg {
  const cleaned = withoutDeclarations(svg);
  if (/<!(DOCTYPE|ENTITY)/i.test(cleaned)) throw doctypeForbidden();
  let text = '';
  let copied = 0;
  let inStyle = false;
  for (const token of tokenizeXml(cleaned)) {
    const edits = editsOf(cleaned, token, inStyle);
    if (token.kind === 'open' && /(^|:)style$/i.test(token.name)) inStyle = !token.selfClosing;
    if (token.kind === 'close' && /(^|:)style$/i.test(token.name)) inStyle = false;
    for (const edit of edits) {
      text += cleaned.slice(copied, edit.start) + edit.replacement;
      copied = edit.end;
    }
  }
  text += cleaned.slice(copied);
  return { text, changed: text !== svg };
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

function editsOf(svg: string, token: XmlToken, inStyle: boolean): Edit[] {
  if (token.kind === 'text' && inStyle) {
    const css = decodeXmlText(svg.slice(token.start, token.end));
    const cleaned = cleanCss(css);
    return cleaned === css
      ? []
      : [{ start: token.start, end: token.end, replacement: escapeXmlText(cleaned) }];
  }
  if (token.kind === 'cdata' && inStyle) {
    const css = svg.slice(token.start, token.end);
    const cleaned = cleanCss(css);
    return cleaned === css ? [] : [{ start: token.start, end: token.end, replacement: cleaned }];
  }
  if (token.kind !== 'open') return [];
  const edits: Edit[] = [];
  for (const attribute of readAttributes(svg, token.start, token.end)) {
    if (REFERENCE_ATTRIBUTE.test(attribute.name)) {
      if (staysInDocument(attribute.value)) continue;
      // The attribute goes whole, with the space before it.
      const start = svg.lastIndexOf(attribute.name, attribute.valueStart);
      edits.push({ start: whitespaceBefore(svg, start), end: attribute.valueEnd + 1, replacement: '' });
      continue;
    }
    const value = decodeXmlText(attribute.value);
    if (!/url\s*\(|@import|\\/i.test(value)) continue;
    const cleaned = cleanCss(value);
    if (cleaned === value) continue;
    edits.push({
      start: attribute.valueStart,
      end: attribute.valueEnd,
      replacement: escapeXmlText(cleaned).replace(/"/g, '&quot;').replace(/'/g, '&apos;'),
    });
  }
  return edits;
}

function whitespaceBefore(text: string, index: number): number {
  let start = index;
  while (start > 0 && /\s/.test(text[start - 1] ?? '')) start -= 1;
  return start;
}
