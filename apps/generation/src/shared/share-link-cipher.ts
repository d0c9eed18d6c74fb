import { createHmac } from 'node:crypto';
import { FieldCipher, parseKeyRing } from '@deckmill/database';

/**
 * Seals what a link keeps in clear for its owner only (the token, the row's address), each bound to its link so a
 * value moved to another row fails to open; and hashes a row's living-link key under a key of its own.
 */
export class ShareLinkCipher {
  private readonly keyHashKey: Buffer;

  constructor(
    private readonly cipher: FieldCipher,
    keyRing: string,
  ) {
    const ring = parseKeyRing(keyRing);
    // Derived from the ring's current key, never the key itself: a hash must not help anyone open a sealed value.
    this.keyHashKey = createHmac('sha256', ring.keys.get(ring.currentId) ?? Buffer.alloc(0))
      .update('deckmill.share-link.row-key')
      .digest();
  }

  static of(keyRing: string): ShareLinkCipher {
    return new ShareLinkCipher(new FieldCipher(keyRing), keyRing);
  }

  seal(column: 'token' | 'email' | 'viewer', linkId: string, text: string): string {
    return this.cipher.seal(text, context(column, linkId));
  }

  open(column: 'token' | 'email' | 'viewer', linkId: string, sealed: string): string {
    return this.cipher.open(sealed, context(column, linkId));
  }

  /**
   * Living links: a row's key (its value in the batch's key column, trimmed) as HMAC-SHA-256 in hex, so links of
   * one line's runs find each other without the value being stored in clear; a guess cannot be checked without
   * ROW_ENCRYPTION_KEYS. An empty key has no hash (it never matches).
   */
  keyHash(key: string): string | null {
    const value = key.trim();
    if (value === '') return null;
    return createHmac('sha256', this.keyHashKey).update(value, 'utf8').digest('hex');
  }
}

function context(column: string, linkId: string): string {
  return `generation.share-link.${column}:${linkId}`;
}
