/** A name without case or separators, so `first_name`, `First Name` and `firstName` compare equal. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of a name, splitting on separators and on camelCase humps. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** 0 exact, 1 prefix, 2 word overlap, 3 substring, 4 anything else: lower ranks first. */
export function matchRank(query: string, column: string): number {
  const wanted = normalizeName(query);
  const name = normalizeName(column);
  if (wanted === '' || name === '') return 4;
  if (wanted === name) return 0;
  if (name.startsWith(wanted) || wanted.startsWith(name)) return 1;
  const columnWords = new Set(wordsOf(column));
  if (wordsOf(query).some((word) => columnWords.has(word))) return 2;
  if (name.includes(wanted) || wanted.includes(name)) return 3;
  return 4;
}

/**
 * The data's columns ordered for a placeholder (or a typed filter): exact match ignoring case and
 * separators, then prefix, then a shared word, then substring, then the rest in file order.
 */
export function rankColumns(query: string, columns: readonly string[]): string[] {
  return columns
    .map((column, index) => ({ column, index, rank: matchRank(query, column) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ column }) => column);
}

/** Typing filters: the columns that match the typed text at all, best first; all of them when empty. */
export function filterColumns(typed: string, columns: readonly string[]): string[] {
  if (normalizeName(typed) === '') return [...columns];
  return rankColumns(typed, columns).filter((column) => matchRank(typed, column) < 4);
}
