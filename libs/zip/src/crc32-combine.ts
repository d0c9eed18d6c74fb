/**
 * CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine does, so a part laid out
 * from pre-compressed segments never reads its kilobytes of literal XML again: crc(A + B) is A's CRC shifted
 * by B's length (a multiplication modulo the CRC polynomial) XOR B's CRC.
 */
const POLY = 0xedb88320;

/** a * b modulo the CRC-32 polynomial (bit-reflected, as zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** X2N[k] = x^(2^k) modulo p(x). */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1], X2N[k - 1]));

/** The operator that shifts a CRC past `length` bytes (zlib's crc32_combine_gen64: x^(8 * length) mod p). */
export function crc32ShiftFor(length: number): number {
  // A row's values are short: their lengths' shifts are kept (never 0, so 0 marks one not yet known).
  if (Number.isInteger(length) && length >= 0 && length < SHIFT_CACHE_SIZE) {
    const known = shiftCache[length];
    if (known !== 0) return known;
    return (shiftCache[length] = computeShift(length));
  }
  return computeShift(length);
}

const SHIFT_CACHE_SIZE = 4096;
const shiftCache = new Uint32Array(SHIFT_CACHE_SIZE);

function computeShift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(X2N[k & 31], p);
  }
  return p;
}

/** CRC-32 of A + B from crc(A), crc(B) and crc32ShiftFor(B's length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
