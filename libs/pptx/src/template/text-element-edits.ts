import { tokenizeXml } from '../xml/xml-lexer';
import { decodeXmlText, escapeXmlText } from '../xml/xml-text';
import type { Hole } from './holes';
import type { Edit } from './part-edits';
import { findTags, valueFields, type TagMatch } from './tag-syntax';

/**
 * Tags inside plain text elements (a chart's cached `<c:v>` labels, the document's `<dc:title>`):
 * each becomes a hole; the text around it is kept.
 */
export function editTextElements(xml: string, elementName: string, edits: Edit[], found: TagMatch[]): void {
  let contentStart = -1;
  let opaque = false;
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open' && token.name === elementName && !token.selfClosing) {
      contentStart = token.end;
      opaque = false;
    } else if (token.kind === 'cdata' || (token.kind === 'open' && contentStart >= 0)) {
      opaque = true;
    } else if (token.kind === 'close' && token.name === elementName && contentStart >= 0) {
      if (!opaque) editText(xml, contentStart, token.start, edits, found);
      contentStart = -1;
    }
  }
}

function editText(xml: string, start: number, end: number, edits: Edit[], found: TagMatch[]): void {
  const text = decodeXmlText(xml.slice(start, end));
  const tags = findTags(text);
  if (tags.length === 0) return;
  const pieces: Array<string | Hole> = [];
  let position = 0;
  for (const tag of tags) {
    pieces.push(escapeXmlText(text.slice(position, tag.start)));
    const fields = valueFields(tag);
    if (fields) pieces.push({ kind: 'text', ...fields });
    position = tag.end;
    found.push(tag);
  }
  pieces.push(escapeXmlText(text.slice(position)));
  edits.push({ start, end, pieces });
}
