import type { FieldCipher } from '@deckmill/database';

/**
 * Seals what a link keeps in clear for its owner only (the token, the row's address), each bound to its link so a
 * value moved to another row fails to open.
 */
export class ShareLinkCipher {
  constructor(private readonly cipher: FieldCipher) {}

  seal(column: 'token' | 'email' | 'viewer', linkId: string, text: string): string {
    return this.cipher.seal(text, context(column, linkId));
  }

  open(column: 'token' | 'email' | 'viewer', linkId: string, sealed: string): string {
    return this.cipher.open(sealed, context(column, linkId));
  }
}

function context(column: string, linkId: string): string {
  return `generation.share-link.${column}:${linkId}`;
}
