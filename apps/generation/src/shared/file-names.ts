const MAX_NAME_LENGTH = 150;

// Characters no common file system accepts in a name, and control characters.
function safeFileName(name: string): string {
  return Array.from(name.replace(/[/\\:*?"<>|]/g, '_'))
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20)
    .join('')
    .trim()
    .replace(/^\.+/, '');
}

export interface FileNameFields {
  readonly template: string;
  readonly row: number;
  /** The row's values by CSV column. */
  readonly columns: Readonly<Record<string, string>>;
}

/**
 * A deck's file name from the batch's pattern: `{{template}}`, `{{row}}` (1-based) and any CSV column,
 * case-insensitively; unknown tags become empty. Always ends in `.pptx`.
 */
export function deckFileName(pattern: string, fields: FileNameFields): string {
  const columns = new Map(
    Object.entries(fields.columns).map(([column, value]) => [column.trim().toLowerCase(), value]),
  );
  const filled = pattern.replace(/\{\{([^{}]*)\}\}/g, (_tag, raw: string) => {
    const key = raw.trim().toLowerCase();
    if (key === 'row') return String(fields.row);
    if (key === 'template') return fields.template;
    return columns.get(key) ?? '';
  });
  const base = safeFileName(filled.replace(/\.pptx$/i, '')).slice(0, MAX_NAME_LENGTH) || `deck-${fields.row}`;
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

/** The ZIP's own name: the batch name, made safe. */
export function zipFileName(batchName: string): string {
  return `${safeFileName(batchName).slice(0, MAX_NAME_LENGTH) || 'presentations'}.zip`;
}
