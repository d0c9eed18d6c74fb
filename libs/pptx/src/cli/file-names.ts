import { placeholderKey } from '../template/tag-syntax';

const MAX_NAME_LENGTH = 150;
const DEFAULT_PATTERN = 'deck-{{row}}.pptx';

// Characters no common file system accepts in a name, and control characters.
function safeFileName(name: string): string {
  return Array.from(name.replace(/[/\\:*?"<>|]/g, '_'))
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20)
    .join('')
    .trim()
    .replace(/^\.+/, '');
}

/** A deck's file name from the --name pattern: `{{column}}` from the row, `{{row}}` its 1-based number. */
export function deckFileName(
  pattern: string | undefined,
  record: Readonly<Record<string, string>>,
  rowNumber: number,
) {
  const values = new Map(Object.entries(record).map(([column, value]) => [placeholderKey(column), value]));
  const filled = (pattern ?? DEFAULT_PATTERN).replace(/\{\{([^{}]*)\}\}/g, (_tag, name: string) => {
    const key = placeholderKey(name);
    return key === 'row' ? String(rowNumber) : (values.get(key) ?? '');
  });
  const base = safeFileName(filled.replace(/\.pptx$/i, '')).slice(0, MAX_NAME_LENGTH) || `deck-${rowNumber}`;
  return `${base}.pptx`;
}

/** Makes names unique (case-insensitively) by appending " (2)", " (3)", ... before the extension. */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(name: string): string {
    const base = name.replace(/\.pptx$/i, '');
    let candidate = name;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy++) candidate = `${base} (${copy}).pptx`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
