import { InvalidObjectKeyError } from './errors';

/** S3's own limit on key length, applied to both adapters so a key that works embedded works distributed. */
export const MAX_KEY_BYTES = 1024;

// Control characters and backslashes mean different things to S3 and to file systems; refuse them outright.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * Keys are relative `/`-separated paths without empty, `.` or `..` segments, so no key can name a location
 * outside the storage root on a file system.
 */
export function assertValidObjectKey(key: string): void {
  if (key.length === 0) throw new InvalidObjectKeyError(key, 'it is empty');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    throw new InvalidObjectKeyError(key, `it is over ${MAX_KEY_BYTES} bytes`);
  if (FORBIDDEN_CHARACTERS.test(key))
    throw new InvalidObjectKeyError(key, 'it contains a control character or \\');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidObjectKeyError(key, 'it has an empty path segment');
    if (segment === '.' || segment === '..') throw new InvalidObjectKeyError(key, 'it has a . or .. segment');
  }
}

/** Prefixes follow the same rules, except that they may end with `/` and may be empty (everything). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  assertValidObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
