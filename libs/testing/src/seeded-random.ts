/**
 * A repeatable random source for specs that draw many cases, so a failure can be replayed from its seed:
 * mulberry32, numbers in [0, 1). A linear congruential step such as `state * 1103515245` loses the low bits of
 * its products past 2^53 in doubles and draws a handful of values only.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
