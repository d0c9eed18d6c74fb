import { seededRandom } from '@deckmill/testing';
import { matchName, NameIndex } from './image-files';

describe('NameIndex', () => {
  it('matches as matchName does: exactly, else ignoring case when one name is left', () => {
    const random = seededRandom(7);
    const letters = ['a', 'A', 'b', 'B', '/', '.png', '.PNG'];
    const nameOf = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 4) },
        () => letters[Math.floor(random() * letters.length)],
      ).join('');
    for (let round = 0; round < 200; round++) {
      const names = new Map(Array.from({ length: Math.floor(random() * 12) }, () => [nameOf(), round]));
      const index = new NameIndex(names);
      for (let lookup = 0; lookup < 20; lookup++) {
        const wanted = nameOf();
        expect(index.match(wanted)).toEqual(matchName(names.keys(), wanted));
      }
    }
  });
});
