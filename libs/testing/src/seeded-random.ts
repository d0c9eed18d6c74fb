/**
 * A repeatable random source for specs that draw many cases: MINSTD (Park and Miller), exact in doubles, so every
 * value below `below` is drawn. The multiplier 1103515245 that some specs used lost the low bits of its products
 * past 2^53 and drew a handful of values only. `seed` is any integer from 1 to 2^31 - 2.
 */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 48271) % 2147483647;
    return state % below;
  };
}
