import { InvalidRangeError } from './errors';
import type { ByteRange } from './object-storage';

/** Checks a range against an object's size and returns the inclusive end actually read. */
export function resolveByteRange(range: ByteRange, size: number): { start: number; end: number } {
  const { start, end = size - 1 } = range;
  if (!Number.isInteger(start) || start < 0) throw new InvalidRangeError('start must be a whole number >= 0');
  if (!Number.isInteger(end) || end < start)
    throw new InvalidRangeError('end must be a whole number >= start');
  if (start >= size) throw new InvalidRangeError(`start ${start} is beyond the object's ${size} bytes`);
  return { start, end: Math.min(end, size - 1) };
}
