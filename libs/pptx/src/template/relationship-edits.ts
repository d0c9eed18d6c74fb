import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { decodeXmlText, escapeXmlAttribute } from '../xml/xml-text';
import type { Hole } from './holes';
import type { Edit } from './part-edits';
import { parseTag } from '../language/tag-expression';
import { findTags, placeholderKey, valueFields, type TagMatch } from './tag-syntax';

// Editors store braces in hyperlink targets either as typed or percent-encoded.
function normaliseBraces(target: string): string {
  return target.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

function decodeName(text: string, tag: TagMatch): TagMatch {
  const inner = text.slice(tag.start + 2, tag.end - 2);
  if (!inner.includes('%')) return tag;
  try {
    const { name, pathText, expression, error } = parseTag(decodeURIComponent(inner).trim());
    const key = placeholderKey(name);
    return {
      start: tag.start,
      end: tag.end,
      name,
      key,
      raw: tag.raw,
      pathText,
      expression,
      ...(error ? { error } : {}),
    };
  } catch {
    return tag;
  }
}

/** Tags in external relationship targets (hyperlinks such as `mailto:{{email}}`). */
export function editRelationshipTargets(xml: string, edits: Edit[], found: TagMatch[]): void {
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open' || !/(^|:)Relationship$/.test(token.name)) continue;
    const attributes = readAttributes(xml, token.start, token.end);
    const external = attributes.some(
      (attribute) => attribute.name === 'TargetMode' && attribute.value === 'External',
    );
    const target = attributes.find((attribute) => attribute.name === 'Target');
    if (!external || !target) continue;
    const text = normaliseBraces(decodeXmlText(target.value));
    const tags = findTags(text).map((tag) => decodeName(text, tag));
    if (tags.length === 0) continue;
    const pieces: Array<string | Hole> = [];
    let position = 0;
    for (const tag of tags) {
      pieces.push(escapeXmlAttribute(text.slice(position, tag.start)));
      const fields = valueFields(tag);
      if (fields) pieces.push({ kind: 'url', ...fields, wholeUrl: tag.start === 0 });
      position = tag.end;
      found.push(tag);
    }
    pieces.push(escapeXmlAttribute(text.slice(position)));
    edits.push({ start: target.valueStart, end: target.valueEnd, pieces });
  }
}
