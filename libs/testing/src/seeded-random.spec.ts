import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('draws every value below a bound, about as often as each other', () => {
    const random = seededRandom(45);
    const counts = new Array<number>(20).fill(0);
    for (let draw = 0; draw < 20_000; draw += 1) counts[Math.floor(random() * 20)] += 1;
    expect(Math.min(...counts)).toBeGreaterThan(850);
    expect(Math.max(...counts)).toBeLessThan(1150);
  });

  it('stays in [0, 1), repeats its draws for the same seed and not for another', () => {
    const draws = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    expect(draws(7).every((value) => value >= 0 && value < 1)).toBe(true);
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });
});
