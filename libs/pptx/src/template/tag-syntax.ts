import { isPlainValue, parseTag, type TagExpression, type ValueExpression } from '../language/tag-expression';

// `{{name}}` tags: optional spaces inside the braces; names compared case-insensitively after trimming.
const MAX_NAME_LENGTH = 100;
const MAX_TAG_LENGTH = 300;
const TAG_PATTERN = /\{\{([^{}]*)\}\}/g;

export interface TagMatch {
  /** Offsets of the whole tag, braces included, in the searched text. */
  readonly start: number;
  readonly end: number;
  /** The top-level name as typed, trimmed (for `{{customer.name | upper}}`: `customer`). */
  readonly name: string;
  /** The comparison key: trimmed and lower-cased. */
  readonly key: string;
  /** The whole tag as typed, braces included. */
  readonly raw: string;
  /** The path as typed, trimmed (`customer.name`). */
  readonly pathText: string;
  readonly expression: TagExpression;
  /** The language problem this tag has, if any (reported at upload with where it is). */
  readonly error?: string;
}

export function placeholderKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Finds every tag in `text`, left to right; braces that form no tag are not reported. */
export function findTags(text: string): TagMatch[] {
  if (!text.includes('{{')) return [];
  const tags: TagMatch[] = [];
  TAG_PATTERN.lastIndex = 0;
  for (let match = TAG_PATTERN.exec(text); match; match = TAG_PATTERN.exec(text)) {
    const inner = match[1].trim();
    if (inner.length === 0 || inner.length > MAX_TAG_LENGTH) continue;
    const { name, pathText, expression, error } = parseTag(inner);
    if (name.length > MAX_NAME_LENGTH) continue;
    tags.push({
      start: match.index,
      end: match.index + match[0].length,
      name,
      key: placeholderKey(name),
      raw: match[0],
      pathText,
      expression,
      ...(error === undefined ? {} : { error }),
    });
  }
  return tags;
}

/** What a value hole needs of a tag: its key, and its expression when a flat lookup is not enough. */
export function valueFields(tag: TagMatch): { key: string; value?: ValueExpression } | undefined {
  if (tag.expression.kind !== 'value') return undefined;
  return isPlainValue(tag.expression) ? { key: tag.key } : { key: tag.key, value: tag.expression };
}
