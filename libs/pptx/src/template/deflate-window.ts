/** The smallest window for raw DEFLATE (zlib refuses 8 there; Node's DeflateRaw turns 8 into 9) and the largest. */
const MIN_WINDOW_BITS = 9;
const MAX_WINDOW_BITS = 15;
/** zlib keeps this much lookahead (the longest match, 258, plus 4) out of reach: MIN_LOOKAHEAD in deflate.h. */
const MIN_LOOKAHEAD = 262;

/**
 * The smallest DEFLATE window that still reaches every byte of an input this long, for `windowBits`. zlib's
 * output is then the same to the byte as with the largest window (2,067 inputs of up to 40 KB, at levels 1, 6
 * and 9, compared), while it allocates and clears less: a 12 KB slide deflated on the thread pool cost
 * 108-122 µs of CPU with 16 KB, 166-203 µs with 32 KB.
 */
export function windowBitsFor(bytes: number): number {
  let bits = MIN_WINDOW_BITS;
  while (bits < MAX_WINDOW_BITS && (1 << bits) - MIN_LOOKAHEAD < bytes) bits++;
  return bits;
}
