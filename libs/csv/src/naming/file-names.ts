// One naming rule for every deck Deckmill writes: the generation service's batches, the CLI's --name and the
// wizard's preview of the first names. A tag's name is compared as the engine compares placeholders: trimmed,
// case-insensitively.
const placeholderKey = (name: string) => name.trim().toLowerCase();

/** Characters (code points) kept of a name before its extension; a unique suffix and `.pptx` still fit in 255. */
const MAX_NAME_LENGTH = 150;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest prefix of `text` that has at most `max` code points and ends on a grapheme boundary, so a cut
 * never splits a surrogate pair (a lone surrogate is refused by PostgreSQL's jsonb and by URI encoding) nor an
 * emoji sequence or a letter from its accents. A single grapheme longer than `max` is dropped whole.
 */
export function cutText(text: string, max: number): string {
  // No more UTF-16 units than `max` is no more code points either: the whole text is kept, and a batch's
  // deck names (10,000 of them) skip the segmenter, which took 5 µs a name.
  if (text.length <= max) return text;
  let kept = '';
  let codePoints = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = Array.from(segment).length;
    if (codePoints + size > max) break;
    kept += segment;
    codePoints += size;
  }
  return kept;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Characters no common file system accepts in a name, control characters, and lone surrogates (not text). A
// colon that ends a phrase ("Sample: Personal Offer") reads as a dash ("Sample - Personal Offer"), not "Sample_
// Personal Offer"; any other colon is an underscore like the rest.
function safeFileName(name: string): string {
  const text = name.replace(LONE_SURROGATE, '\uFFFD').replace(/\s*:\s+/g, ' - ');
  return Array.from(text.replace(/[/\\:*?"<>|]/g, '_'))
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20)
    .join('')
    .trim()
    .replace(/^\.+/, '');
}

function columnsByKey(fields: FileNameFields): Map<string, string> {
  return new Map(Object.entries(fields.columns).map(([column, value]) => [placeholderKey(column), value]));
}

/** The pattern with its tags replaced: `{{row}}`, `{{template}}`, then columns; unknown tags become empty. */
function fillPattern(pattern: string, fields: FileNameFields, columns = columnsByKey(fields)): string {
  return pattern.replace(/\{\{([^{}]*)\}\}/g, (_tag, raw: string) => {
    const key = placeholderKey(raw);
    if (key === 'row') return String(fields.row);
    if (key === 'template' && fields.template !== undefined) return fields.template;
    return columns.get(key) ?? '';
  });
}

export interface FileNameFields {
  /** The template's name for `{{template}}`; without it (the CLI) `{{template}}` is looked up as a column. */
  readonly template?: string;
  readonly row: number;
  /** The row's values by CSV column. */
  readonly columns: Readonly<Record<string, string>>;
}

/**
 * A deck's file name from a pattern: `{{template}}`, `{{row}}` (1-based) and any column, case-insensitively;
 * unknown tags become empty. Made safe for any file system, cut to 150 code points on a grapheme boundary,
 * `deck-<row>` when nothing is left. Always ends in `.pptx`: a pattern's own `.pptx` or `.pdf` ending is
 * dropped first (`{{company}}.pdf` names the deck `Acme.pptx` and its PDF `Acme.pdf`, never `Acme.pdf.pdf`).
 */
export function deckFileName(pattern: string, fields: FileNameFields): string {
  const columns = columnsByKey(fields);
  const filled = fillPattern(pattern, fields, columns);
  const base =
    cutText(safeFileName(filled.replace(/\.(pptx|pdf)$/i, '')), MAX_NAME_LENGTH).trim() ||
    `deck-${fields.row}`;
  return `${base}.pptx`;
}

/** Folders a pattern may make, and the code points kept of each, so the whole path fits in 255. */
const MAX_FOLDERS = 3;
const MAX_FOLDER_LENGTH = 28;

/**
 * A deck's path in the batch ZIP from a pattern whose `/` make folders from row data (`{{region}}/{{company}}`):
 * every segment is filled and made safe on its own (a value's own `/` or `\` never makes a folder),
 * segments left empty, `.` or `..` are dropped (no empty segment, no way up, no absolute path), at most 3
 * folders of 28 code points each. The last segment is the file's name, as `deckFileName` makes it.
 */
export function deckPath(pattern: string, fields: FileNameFields): string {
  const segments = pattern.split('/');
  const name = deckFileName(segments.pop() ?? '', fields);
  const folders = segments
    .map((segment) => cutText(safeFileName(fillPattern(segment, fields)), MAX_FOLDER_LENGTH).trim())
    .filter((folder) => folder !== '')
    .slice(0, MAX_FOLDERS);
  return [...folders, name].join('/');
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

/**
 * The unique paths of decks in their order, as a batch names them: the first N here are a batch's first N, so
 * the wizard shows the names the server will give from the first rows alone.
 */
export function deckPaths(
  pattern: string,
  template: string | undefined,
  decks: readonly Readonly<Record<string, string>>[],
): string[] {
  const names = new UniqueNames();
  return decks.map((columns, index) => names.claim(deckPath(pattern, { template, row: index + 1, columns })));
}

/** The ZIP's own name: the batch name, made safe. */
export function zipFileName(batchName: string): string {
  return `${cutText(safeFileName(batchName), MAX_NAME_LENGTH).trim() || 'presentations'}.zip`;
}
