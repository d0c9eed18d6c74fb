// `{{name}}` tags: optional spaces inside the braces; names compared case-insensitively after trimming.
const MAX_NAME_LENGTH = 100;
const TAG_PATTERN = /\{\{([^{}]*)\}\}/g;

export interface TagMatch {
  /** Offsets of the whole tag, braces included, in the searched text. */
  readonly start: number;
  readonly end: number;
  /** The name as typed, trimmed. */
  readonly name: string;
  /** The comparison key: trimmed and lower-cased. */
  readonly key: string;
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
    const name = match[1].trim();
    if (name.length === 0 || name.length > MAX_NAME_LENGTH) continue;
    tags.push({ start: match.index, end: match.index + match[0].length, name, key: placeholderKey(name) });
  }
  return tags;
}
