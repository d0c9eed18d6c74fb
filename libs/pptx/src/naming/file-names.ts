// One naming rule for every deck Deckmill writes: the generation service's batches and the CLI's --name.
import { placeholderKey } from '../template/tag-syntax';

/** Characters (code points) kept of a name before its extension; a unique suffix and `.pptx` still fit in 255. */
const MAX_NAME_LENGTH = 150;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest prefix of `text` that has at most `max` code points and ends on a grapheme boundary, so a cut
 * never splits a surrogate pair (a lone surrogate is refused by PostgreSQL's jsonb and by URI encoding) nor an
 * emoji sequence or a letter from its accents. A single grapheme longer than `max` is dropped whole.
 */
export function cutText(text: string, max: number): string {
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

// Characters no common file system accepts in a name, control characters, and lone surrogates (not text).
function safeFileName(name: string): string {
  return Array.from(name.replace(LONE_SURROGATE, '\uFFFD').replace(/[/\\:*?"<>|]/g, '_'))
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20)
    .join('')
    .trim()
    .replace(/^\.+/, '');
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
 * `deck-<row>` when nothing is left. Always ends in `.pptx`.
 */
export function deckFileName(pattern: string, fields: FileNameFields): string {
  const columns = new Map(
    Object.entries(fields.columns).map(([column, value]) => [placeholderKey(column), value]),
  );
  const filled = pattern.replace(/\{\{([^{}]*)\}\}/g, (_tag, raw: string) => {
    const key = placeholderKey(raw);
    if (key === 'row') return String(fields.row);
    if (key === 'template' && fields.template !== undefined) return fields.template;
    return columns.get(key) ?? '';
  });
  const base =
    cutText(safeFileName(filled.replace(/\.pptx$/i, '')), MAX_NAME_LENGTH).trim() || `deck-${fields.row}`;
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
  return `${cutText(safeFileName(batchName), MAX_NAME_LENGTH).trim() || 'presentations'}.zip`;
}
