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
// The internal subset may hold quoted `>`; anything the pattern misses is refused below.
const DOCTYPE = /<!DOCTYPE[^[>]*(\[[\s\S]*?\]\s*)?>/gi;
const STYLESHEET_INSTRUCTION = /<\?xml-stylesheet[\s\S]*?\?>/gi;

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
  const withoutDeclarations = svg.replace(DOCTYPE, '').replace(STYLESHEET_INSTRUCTION, '');
  if (/<!(DOCTYPE|ENTITY)/i.test(withoutDeclarations)) throw doctypeForbidden();
  let text = '';
  let copied = 0;
  let inStyle = false;
  for (const token of tokenizeXml(withoutDeclarations)) {
    const edits = editsOf(withoutDeclarations, token, inStyle);
    if (token.kind === 'open' && /(^|:)style$/i.test(token.name)) inStyle = !token.selfClosing;
    if (token.kind === 'close' && /(^|:)style$/i.test(token.name)) inStyle = false;
    for (const edit of edits) {
      text += withoutDeclarations.slice(copied, edit.start) + edit.replacement;
      copied = edit.end;
    }
  }
  text += withoutDeclarations.slice(copied);
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
