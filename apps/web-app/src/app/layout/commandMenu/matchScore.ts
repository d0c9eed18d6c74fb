/**
 * How well `text` matches what was typed, higher is better; null when it does not match at all.
 * The whole text starting with the query beats a word starting with it, which beats the query anywhere
 * inside a word. Shorter texts win ties, so "Teams" comes before "Team Settings" for "tea".
 */
export function matchScore(query: string, text: string): number | null {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  const t = text.toLowerCase();
  const at = t.indexOf(q);
  if (at === -1) return null;
  const lengthPenalty = Math.min(t.length, 99) / 100;
  if (at === 0) return 3 - lengthPenalty;
  if (startsAWord(t, q)) return 2 - lengthPenalty;
  return 1 - lengthPenalty;
}

function startsAWord(text: string, query: string): boolean {
  return text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query));
}

/** The items that match, best first; equal scores keep their order. */
export function rankByMatch<T>(query: string, items: readonly T[], textOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, textOf(item)) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
