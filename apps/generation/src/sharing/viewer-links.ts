import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainErrors, isMailAddress, type OpenedShareLink } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { ShareLinkCipher } from '../share-link-issuing';
import { ShareLinkRepository, type StoredShareLink } from './share-link.repository';
import { linkState } from './share-link-views';

/** What a viewer's request names: the token's hash, and an address typed at the gate or an earlier pass. */
export interface ViewerRequest {
  readonly tokenHash: string;
  readonly email?: string | undefined;
  readonly pass?: string | undefined;
}

/**
 * The deck an open link shows: its own row's, or with living links a later run's (docs/sharing.md). What the
 * viewer sees and downloads comes from here; who the link is (its id, batch and row, for views) from `link`.
 */
export type ServedDeck = Pick<
  StoredShareLink,
  | 'batchId'
  | 'rowNumber'
  | 'fileName'
  | 'outputKey'
  | 'sizeBytes'
  | 'pdfKey'
  | 'pdfSizeBytes'
  | 'ownerId'
  | 'templateTeamId'
  | 'batchName'
>;

export type Resolved =
  | { readonly opened: Exclude<OpenedShareLink, { state: 'open' }> }
  | {
      readonly opened: Extract<OpenedShareLink, { state: 'open' }>;
      readonly link: StoredShareLink;
      readonly deck: ServedDeck;
    };

const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Decides what a viewer's request may see: unknown tokens (and decks not made) are not found, revoked, expired,
 * regenerated and deleted ones are gone, a gated link wants an address (matching the row's when asked) and gives a
 * pass the viewer's cookie keeps, so the address is typed once per browser.
 */
@Injectable()
export class ViewerLinks {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async resolve(request: ViewerRequest): Promise<Resolved> {
    const link = await this.links.byTokenHash(request.tokenHash);
    if (!link) {
      const retired = await this.links.wasRetired(request.tokenHash);
      return { opened: retired ? { state: 'gone', reason: 'regenerated' } : { state: 'unknown' } };
    }
    const state = linkState(link);
    if (state === 'revoked' || state === 'expired') return { opened: { state: 'gone', reason: state } };
    if (link.decksDeletedAt) return { opened: { state: 'gone', reason: 'deleted' } };
    if (state === 'pending') return { opened: { state: 'unknown' } };
    const pass = await this.passThrough(link, request);
    if (pass === false) return { opened: { state: 'gated', refused: request.email !== undefined } };
    const { deck, updatedAt } = await this.servedDeck(link);
    return {
      link,
      deck,
      opened: {
        state: 'open',
        linkId: link.id,
        batchId: link.batchId,
        rowNumber: link.rowNumber,
        ownerId: link.ownerId,
        templateTeamId: link.templateTeamId,
        batchName: link.batchName,
        fileName: deck.fileName,
        access: link.access,
        downloads: link.access === 'allow_download' ? (deck.pdfKey ? ['pptx', 'pdf'] : ['pptx']) : [],
        pass,
        ...(updatedAt ? { updatedAt } : {}),
      },
    };
  }

  /**
   * Living links: an unpinned link with a key serves the deck of the newest later run of its line that made a
   * row with the same key (its files, slides and text); the link itself (id, batch, row, token, access, gate)
   * stays its own. Without such a run, its own deck.
   */
  private async servedDeck(link: StoredShareLink): Promise<{ deck: ServedDeck; updatedAt?: string }> {
    if (!link.pinned && link.keyHash !== null) {
      const later = await this.links.laterRunDeck(link);
      if (later) {
        const { finishedAt, ...deck } = later;
        return { deck: { ...deck, ownerId: link.ownerId }, updatedAt: new Date(finishedAt).toISOString() };
      }
    }
    return { deck: link };
  }

  /** An open link for the slides and files: anything else is the error the gateway turns into 404, 410 or 403. */
  async open(request: ViewerRequest): Promise<Extract<Resolved, { link: StoredShareLink }>> {
    const resolved = await this.resolve(request);
    if ('link' in resolved) return resolved;
    if (resolved.opened.state === 'gone') {
      throw new DomainException(
        DomainErrors.gone('share_link_gone', `This link was ${resolved.opened.reason}.`),
      );
    }
    if (resolved.opened.state === 'gated') {
      throw new DomainException(
        DomainErrors.forbidden('share_link_gated', 'Enter your e-mail address first.'),
      );
    }
    throw new DomainException(DomainErrors.notFound('share_link_not_found', 'Link not found.'));
  }

  /** null: no gate or a valid pass; a new pass for an accepted address; false: ask (again). */
  private async passThrough(link: StoredShareLink, request: ViewerRequest): Promise<string | null | false> {
    if (link.gate === 'none') return null;
    if (request.pass && (await this.links.hasPass(link.id, hashOf(request.pass)))) return null;
    const email = request.email?.trim();
    if (!email || !isMailAddress(email)) return false;
    if (link.gate === 'email_match') {
      const expected = link.emailSealed ? this.cipher.open('email', link.id, link.emailSealed) : null;
      if (!expected || expected.toLowerCase() !== email.toLowerCase()) return false;
    }
    const pass = randomBytes(24).toString('base64url');
    await this.links.addPass(link.id, hashOf(pass), this.cipher.seal('viewer', link.id, email));
    return pass;
  }
}
