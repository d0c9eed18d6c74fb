import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { parseKeyRing, type KeyRing } from './key-ring';

const PREFIX = 'dm1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Initialisation vectors are drawn from the system's random source 341 at a time (4 KB): a call of
 * `randomBytes` for each value cost 2-5 µs on Node 24, a third of sealing a short value, and a 10,000-row batch
 * seals a value and a personal link's token a row. Each byte is handed out once; a spent pool is replaced, never
 * refilled, so an IV still held as a view of it keeps its bytes.
 */
const IV_POOL_BYTES = 341 * IV_BYTES;
let ivPool = Buffer.alloc(0);
let ivPoolAt = 0;

function freshIv(): Buffer {
  if (ivPoolAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivPoolAt = 0;
  }
  ivPoolAt += IV_BYTES;
  return ivPool.subarray(ivPoolAt - IV_BYTES, ivPoolAt);
}

export class FieldDecryptionError extends Error {
  override readonly name = 'FieldDecryptionError';
}

/**
 * Application-level encryption of personal data before it reaches PostgreSQL (so neither tables, WAL nor
 * dumps hold it in clear): AES-256-GCM, stored as `dm1:<key id>:<base64url(iv | ciphertext | tag)>`. The key
 * id lets keys rotate: new values use the ring's first key, old ones stay readable while their key is listed.
 * `context` (e.g. the row's table and id) is authenticated, so a value copied to another row does not decrypt.
 */
export class FieldCipher {
  private readonly ring: KeyRing;
  /** The ring's keys as key objects: on Node 24 a cipher given a Buffer key took 25-35 µs more a value. */
  private readonly secretKeys: ReadonlyMap<string, KeyObject>;

  constructor(keyRing: string | KeyRing) {
    this.ring = typeof keyRing === 'string' ? parseKeyRing(keyRing) : keyRing;
    this.secretKeys = new Map([...this.ring.keys].map(([id, key]) => [id, createSecretKey(key)]));
  }

  static isSealed(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(`${PREFIX}:`);
  }

  seal(plaintext: string, context: string): string {
    const id = this.ring.currentId;
    const iv = freshIv();
    const cipher = createCipheriv('aes-256-gcm', this.key(id), iv);
    cipher.setAAD(aad(id, context));
    const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}:${id}:${body.toString('base64url')}`;
  }

  open(sealed: string, context: string): string {
    const [prefix, id, data] = sealed.split(':');
    if (prefix !== PREFIX || !id || data === undefined) throw new FieldDecryptionError('Not a sealed value');
    const body = Buffer.from(data, 'base64url');
    if (body.length < IV_BYTES + TAG_BYTES)
      throw new FieldDecryptionError(`A value sealed under "${id}" is cut short`);
    const decipher = createDecipheriv('aes-256-gcm', this.key(id), body.subarray(0, IV_BYTES));
    decipher.setAAD(aad(id, context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new FieldDecryptionError(
        `A value sealed under key "${id}" failed its integrity check (modified, or moved from another row)`,
      );
    }
  }

  /** JSON values (a row's record): sealed as their JSON text. */
  sealJson(value: unknown, context: string): string {
    return this.seal(JSON.stringify(value), context);
  }

  /** A sealed value's JSON, or a value stored before encryption (not a sealed string) as it is. */
  openJson<T>(stored: T | string, context: string): T {
    return FieldCipher.isSealed(stored) ? (JSON.parse(this.open(stored, context)) as T) : (stored as T);
  }

  /** Text columns: a sealed value, or one stored before encryption as it is. */
  openText(stored: string, context: string): string {
    return FieldCipher.isSealed(stored) ? this.open(stored, context) : stored;
  }

  /**
   * A file's bytes (a dataset's parsed records in object storage): `dm1:<key id>:` then iv | ciphertext | tag,
   * binary (base64 would add a third to a file of up to tens of megabytes).
   */
  sealBytes(plaintext: Uint8Array, context: string): Buffer {
    const id = this.ring.currentId;
    const iv = freshIv();
    const cipher = createCipheriv('aes-256-gcm', this.key(id), iv);
    cipher.setAAD(aad(id, context));
    const header = Buffer.from(`${PREFIX}:${id}:`, 'utf8');
    return Buffer.concat([header, iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  }

  openBytes(sealed: Uint8Array, context: string): Buffer {
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const prefixEnd = bytes.indexOf(':');
    const idEnd = prefixEnd < 0 ? -1 : bytes.indexOf(':', prefixEnd + 1);
    if (idEnd < 0 || bytes.subarray(0, prefixEnd).toString('utf8') !== PREFIX || idEnd > 64) {
      throw new FieldDecryptionError('Not sealed bytes');
    }
    const id = bytes.subarray(prefixEnd + 1, idEnd).toString('utf8');
    const body = bytes.subarray(idEnd + 1);
    if (body.length < IV_BYTES + TAG_BYTES)
      throw new FieldDecryptionError(`Bytes sealed under "${id}" are cut short`);
    const decipher = createDecipheriv('aes-256-gcm', this.key(id), body.subarray(0, IV_BYTES));
    decipher.setAAD(aad(id, context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new FieldDecryptionError(
        `Bytes sealed under key "${id}" failed their integrity check (modified, or moved from another object)`,
      );
    }
  }

  private key(id: string): KeyObject {
    const key = this.secretKeys.get(id);
    if (!key) {
      throw new FieldDecryptionError(
        `A value is sealed under key "${id}", which ROW_ENCRYPTION_KEYS no longer lists: add it back (after the current key) to read it`,
      );
    }
    return key;
  }
}

function aad(id: string, context: string): Buffer {
  return Buffer.from(`${PREFIX}:${id}:${context}`, 'utf8');
}
