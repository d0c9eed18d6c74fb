import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

const PREFIX = 's1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('deckmill bus log v1');

export class BusLogKeyError extends Error {
  override readonly name = 'BusLogKeyError';
}

/**
 * Seals each line of the embedded bus log (events and jobs carry e-mail addresses, mail texts, client IPs):
 * AES-256-GCM under a key derived from the storage key, so a copied `DATA_DIR/bus` reads nothing without it.
 */
export class LogSealer {
  private readonly key: KeyObject;

  constructor(storageKey: Buffer) {
    this.key = createSecretKey(
      Buffer.from(hkdfSync('sha256', storageKey, Buffer.alloc(0), 'deckmill bus log', 32)),
    );
  }

  static isSealed(line: string): boolean {
    return line.startsWith(PREFIX);
  }

  seal(line: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([iv, cipher.update(line, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${body.toString('base64url')}`;
  }

  /** undefined when the line does not open: another key, a modified or a torn line. */
  open(line: string): string | undefined {
    const body = Buffer.from(line.slice(PREFIX.length), 'base64url');
    if (body.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, body.subarray(0, IV_BYTES));
      decipher.setAAD(AAD);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
