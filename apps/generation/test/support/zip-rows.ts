import { deckText, zipEntries } from './generation-helpers';

/** How often each "Person n" of the sample CSV appears across the decks of a ZIP. */
export function personCounts(zip: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const deck of Object.values(zipEntries(zip))) {
    const person = Number(/Person (\d+)/.exec(deckText(deck))?.[1]);
    counts.set(person, (counts.get(person) ?? 0) + 1);
  }
  return counts;
}

/** Every row 1..rows exactly once, and nothing else. */
export function expectEveryRowOnce(zip: Uint8Array, rows: number): void {
  const counts = personCounts(zip);
  expect(counts.size).toBe(rows);
  for (let row = 1; row <= rows; row++) expect([row, counts.get(row)]).toEqual([row, 1]);
}
