import type { DeckDeliveryJob } from '@deckmill/bus-contracts';
import type { DownloadLinkSigner, ObjectStorage } from '@deckmill/storage';
import { DECK_LINK_SECONDS, type DeckFile } from './deck-mail';

/**
 * The link a mailed deck is fetched by: a gateway link, valid 7 days, that records
 * `deck.downloaded` with `via: 'signed_link'` each time it is used and then hands out the file. A job staged by
 * an older generation does not name the batch's owner, so its link cannot be recorded: it keeps the storage's
 * presigned link it always had.
 */
export async function deckLink(
  deps: { links: DownloadLinkSigner; storage: ObjectStorage; appUrl: string },
  job: DeckDeliveryJob,
  file: DeckFile,
): Promise<string> {
  if (job.ownerId === undefined) {
    return deps.storage.presignedGetUrl(file.key, {
      expiresSeconds: DECK_LINK_SECONDS,
      downloadName: file.fileName,
    });
  }
  const path = deps.links.sign(
    {
      key: file.key,
      downloadName: file.fileName,
      record: {
        event: 'deck.downloaded',
        facts: {
          batchId: job.batchId,
          ownerId: job.ownerId,
          templateTeamId: job.templateTeamId ?? null,
          rowNumber: job.rowNumber,
          fileName: file.fileName,
          format: file.fileName.toLowerCase().endsWith('.pdf') ? 'pdf' : 'pptx',
        },
      },
    },
    DECK_LINK_SECONDS,
  );
  return `${deps.appUrl.replace(/\/+$/, '')}${path}`;
}
