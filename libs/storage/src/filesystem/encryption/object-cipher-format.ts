import { createHash, createSecretKey, hkdfSync, randomFillSync, type KeyObject } from 'node:crypto';

// An encrypted object file: a header, then frames of up to FRAME_SIZE plaintext bytes, each sealed with
// AES-256-GCM (ciphertext followed by its 16-byte tag). The last frame is flagged final (it may be empty).
//   header = MAGIC (8) | key fingerprint (8) | salt (16) | nonce prefix (8)
// MAGIC is DMKENC01, or DMKENC02 for an object whose metadata is its own (its key's extension says its content
// type, its header gives its ETag) and that has no `~meta` file: one file per object instead of two. The
// header is in every frame's AAD, so a swapped magic fails every read of the content; `stat` reads only the
// header and trusts it, as it trusts the unauthenticated `~meta`. A release before DMKENC02 would serve such
// a file as a pre-encryption one: no downgrade past it.
// Each object gets its own key (HKDF of the storage key and the salt) and each frame its own nonce
// (prefix | frame index), so no key/nonce pair is ever used twice.

export const MAGIC = Buffer.from('DMKENC01', 'ascii');
export const MAGIC_OWN_METADATA = Buffer.from('DMKENC02', 'ascii');
export const FRAME_SIZE = 64 * 1024;
export const TAG_SIZE = 16;
export const SEALED_FRAME_SIZE = FRAME_SIZE + TAG_SIZE;
const FINGERPRINT_SIZE = 8;
const SALT_SIZE = 16;
const NONCE_PREFIX_SIZE = 8;
export const HEADER_SIZE = MAGIC.length + FINGERPRINT_SIZE + SALT_SIZE + NONCE_PREFIX_SIZE;
export const STORAGE_KEY_BYTES = 32;

export interface ObjectHeader {
  readonly bytes: Buffer;
  readonly fingerprint: Buffer;
  readonly salt: Buffer;
  readonly noncePrefix: Buffer;
  /** DMKENC02: the metadata is the key's and the header's; a `~meta` file beside it is stale. */
  readonly ownMetadata: boolean;
}

/**
 * What every object of a storage key needs from it, made once per key (a store keeps its key for its life):
 * per object they were a hash and a key import, about 2% of an embedded batch's main thread.
 */
const perStorageKey = new WeakMap<Buffer, { readonly fingerprint: Buffer; readonly secret: KeyObject }>();

function storageKeyParts(key: Buffer): { readonly fingerprint: Buffer; readonly secret: KeyObject } {
  let parts = perStorageKey.get(key);
  if (!parts) {
    const fingerprint = createHash('sha256')
      .update('deckmill storage key fingerprint')
      .update(key)
      .digest()
      .subarray(0, FINGERPRINT_SIZE);
    parts = { fingerprint, secret: createSecretKey(key) };
    perStorageKey.set(key, parts);
  }
  return parts;
}

/** Names a key without revealing it, so a file can say which key it needs. */
export function keyFingerprint(key: Buffer): Buffer {
  return storageKeyParts(key).fingerprint;
}

/** Random bytes are drawn a block at a time (one call to the system's generator per block, not two per object). */
const RANDOM_BLOCK_BYTES = 4096;
let randomBlock = Buffer.alloc(0);
let randomUsed = 0;

/**
 * `size` fresh random bytes, never handed out twice: a spent block is dropped, never refilled, since the
 * headers made from it keep views into it.
 */
export function freshRandom(size: number): Buffer {
  if (!Number.isSafeInteger(size) || size < 0 || size > RANDOM_BLOCK_BYTES) {
    throw new RangeError(`freshRandom gives 0 to ${RANDOM_BLOCK_BYTES} bytes, not ${size}`);
  }
  if (randomUsed + size > randomBlock.length) {
    randomBlock = randomFillSync(Buffer.allocUnsafeSlow(RANDOM_BLOCK_BYTES));
    randomUsed = 0;
  }
  const bytes = randomBlock.subarray(randomUsed, randomUsed + size);
  randomUsed += size;
  return bytes;
}

export function buildHeader(
  key: Buffer,
  salt: Buffer,
  noncePrefix: Buffer,
  ownMetadata = false,
): ObjectHeader {
  const magic = ownMetadata ? MAGIC_OWN_METADATA : MAGIC;
  const bytes = Buffer.concat([magic, keyFingerprint(key), salt, noncePrefix]);
  // The header's own fingerprint: the one kept per key is shared by every object.
  const fingerprint = bytes.subarray(MAGIC.length, MAGIC.length + FINGERPRINT_SIZE);
  return { bytes, fingerprint, salt, noncePrefix, ownMetadata };
}

/**
 * An object's ETag: a digest of its header, whose salt and nonce prefix are new for every write, so every
 * write (other bytes or not) has its own, and nothing of the plaintext shows (it was once an MD5 of the
 * whole plaintext, ~0.3 ms per 140 KB deck).
 */
export function headerEtag(header: ObjectHeader): string {
  return createHash('sha256').update(header.bytes).digest('hex').slice(0, 32);
}

/** null when `bytes` does not start with the magic: a file written before encryption. */
export function parseHeader(bytes: Buffer): ObjectHeader | null {
  if (bytes.length < HEADER_SIZE) return null;
  const magic = bytes.subarray(0, MAGIC.length);
  const ownMetadata = magic.equals(MAGIC_OWN_METADATA);
  if (!ownMetadata && !magic.equals(MAGIC)) return null;
  const at = (start: number, size: number) => bytes.subarray(start, start + size);
  return {
    ownMetadata,
    bytes: bytes.subarray(0, HEADER_SIZE),
    fingerprint: at(MAGIC.length, FINGERPRINT_SIZE),
    salt: at(MAGIC.length + FINGERPRINT_SIZE, SALT_SIZE),
    noncePrefix: at(MAGIC.length + FINGERPRINT_SIZE + SALT_SIZE, NONCE_PREFIX_SIZE),
  };
}

export function objectKeyFor(storageKey: Buffer, salt: Buffer): KeyObject {
  const { secret } = storageKeyParts(storageKey);
  // A key object, not a Buffer: every frame's cipher takes it (Node 24 checks a Buffer key slowly).
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', secret, salt, 'deckmill object v1', STORAGE_KEY_BYTES)),
  );
}

export function frameNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

/** Binds a frame to its object, its place and its finality: frames cannot be swapped, reordered or cut off. */
export function frameAad(header: ObjectHeader, objectKey: string, index: number, final: boolean): Buffer {
  const place = Buffer.alloc(5);
  place.writeUInt32BE(index, 0);
  place.writeUInt8(final ? 1 : 0, 4);
  const name = Buffer.from(objectKey, 'utf8');
  const nameLength = Buffer.alloc(4);
  nameLength.writeUInt32BE(name.length, 0);
  return Buffer.concat([header.bytes, nameLength, name, place]);
}

/** How many frames an encrypted file of `fileSize` bytes holds, the last one final. */
export function frameCount(fileSize: number): number {
  return Math.floor((fileSize - HEADER_SIZE - TAG_SIZE) / SEALED_FRAME_SIZE) + 1;
}

/** The size of the encrypted file of `plaintextBytes`: its header, and a tag per frame (at least one, final). */
export function sealedFileSize(plaintextBytes: number): number {
  const frames = Math.max(1, Math.ceil(plaintextBytes / FRAME_SIZE));
  return HEADER_SIZE + plaintextBytes + frames * TAG_SIZE;
}

/** The plaintext size of an encrypted file, from its size alone (every frame but the last is full). */
export function plaintextSize(fileSize: number): number {
  return fileSize - HEADER_SIZE - frameCount(fileSize) * TAG_SIZE;
}
