import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcClient } from '@deckmill/messaging';
import { shareLinkStatsView, shareViewView } from '../../sharing';

const VIEW_PAGE = 1000;

type Rpc = Pick<RpcClient, 'call'>;
type Link = RpcReply<'generation.share-links'>['links'][number];

/**
 * A batch's personal links for its creator's export, without their addresses: a link is a key to a deck, and
 * an archive kept on a laptop should not open anything (the Links section's CSV export gives them).
 */
export function exportedLink(link: Link) {
  return {
    id: link.id,
    row: link.rowNumber,
    file_name: link.fileName,
    state: link.state,
    access: link.access,
    gate: link.gate,
    expires_at: link.expiresAt,
    created_at: link.createdAt,
    revoked_at: link.revokedAt,
    email: link.email,
    stats: shareLinkStatsView(link.stats),
  };
}

/** The batch's links, or none when it was made without them. */
export async function batchLinks(rpc: Rpc, userId: string, batchId: string): Promise<Link[]> {
  const { links } = await rpc.call('generation.share-links', { actorId: userId, batchId });
  return links;
}

/** Every view of the batch's links, one JSON line each, oldest first (docs/sharing.md, "Analytics"). */
export async function* viewLines(rpc: Rpc, userId: string, batchId: string): AsyncGenerator<string> {
  for (let after: string | null = null; ;) {
    const page: RpcReply<'generation.export-share-views'> = await rpc.call('generation.export-share-views', {
      ownerId: userId,
      batchId,
      after,
      limit: VIEW_PAGE,
    });
    yield page.views
      .map(
        (view) =>
          JSON.stringify({
            ...shareViewView(view),
            link_id: view.linkId,
            row: view.rowNumber,
            network: view.network,
          }) + '\n',
      )
      .join('');
    after = page.next;
    if (after === null) return;
  }
}
