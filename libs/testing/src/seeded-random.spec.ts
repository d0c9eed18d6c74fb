import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('draws every value below its bound, about as often as each other', () => {
    const random = seededRandom(45);
    const counts = new Array<number>(20).fill(0);
    for (let draw = 0; draw < 20_000; draw += 1) counts[random(20)] += 1;
    expect(Math.min(...counts)).toBeGreaterThan(850);
    expect(Math.max(...counts)).toBeLessThan(1150);
  });

  it('repeats its draws for the same seed and not for another', () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => random(1000));
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });
});
