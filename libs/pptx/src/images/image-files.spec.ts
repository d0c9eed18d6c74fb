import { seededRandom } from '@deckmill/testing';
import { NameIndex } from './image-files';

/** The rule, read off the names one by one: exactly, else ignoring case when one name is left. */
function matchedByScan(names: readonly string[], wanted: string) {
  if (names.includes(wanted)) return { name: wanted };
  const candidates = names.filter((name) => name.toLowerCase() === wanted.toLowerCase());
  if (candidates.length === 1) return { name: candidates[0] };
  return candidates.length > 1 ? { ambiguous: candidates } : {};
}

describe('NameIndex', () => {
  it('matches exactly, else ignoring case when one name is left, and lists the names that differ only in case', () => {
    const random = seededRandom(7);
    const letters = ['a', 'A', 'b', 'B', '/', '.png', '.PNG'];
    const nameOf = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 4) },
        () => letters[Math.floor(random() * letters.length)],
      ).join('');
    let ambiguous = 0;
    for (let round = 0; round < 200; round++) {
      const names = [...new Set(Array.from({ length: Math.floor(random() * 12) }, nameOf))];
      const index = new NameIndex(new Set(names));
      for (let lookup = 0; lookup < 20; lookup++) {
        const wanted = nameOf();
        const match = index.match(wanted);
        if (match.ambiguous) ambiguous++;
        expect(match).toEqual(matchedByScan(names, wanted));
      }
    }
    expect(ambiguous).toBeGreaterThan(0);
  });
});
