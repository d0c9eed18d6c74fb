import {
  isMailAddress,
  type DeliveryContent,
  type RpcRequest,
  type SubscriptionTier,
} from '@deckmill/bus-contracts';
import {
  DEFAULT_DELIVERY_BODY,
  DEFAULT_DELIVERY_SUBJECT,
  hasColumn,
  planDeliveries,
  type PlannedDelivery,
  recipientCount,
} from '../../../delivery';
import { GenerationErrors } from '../../../shared';
import type { NewBatchRow } from './batch-rows';
import type { DeckSource } from './deck-sources';

type DeliveryRequest = NonNullable<RpcRequest<'generation.create-batch'>['delivery']>;

/** A batch's mails as checked at creation. */
export interface BatchDelivery {
  readonly column: string;
  readonly replyTo: string | null;
  /** The files, the row's personal link, or both. */
  readonly content: DeliveryContent;
  readonly plan: readonly PlannedDelivery[];
}

const plural = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'recipient' : 'recipients'}`;

/**
 * Checks "send each deck to the address in column X": a paid plan, a column the data has, a reply-to that is an
 * address, and, when the sender confirmed a count (the web wizard), exactly the number of rows with a valid
 * address. Answers each row's mail, subject and body filled with its fields.
 */
export function checkDelivery(
  request: DeliveryRequest,
  decks: { readonly sources: readonly DeckSource[]; readonly rows: readonly NewBatchRow[] },
  tier: SubscriptionTier,
): BatchDelivery {
  const column = request.column.trim();
  if (tier === 'free') {
    throw GenerationErrors.field(
      'deliverToColumn',
      'Mailing each deck to its recipient is available on paid plans. Upgrade to send them.',
    );
  }
  const fields = decks.sources.map((source) => source.fields);
  if (!hasColumn(fields, column)) {
    throw GenerationErrors.field('deliverToColumn', `The data has no column named "${column}".`);
  }
  const replyTo = request.replyTo?.trim() || null;
  if (replyTo !== null && !isMailAddress(replyTo)) {
    throw GenerationErrors.field('deliveryReplyTo', `"${replyTo}" is not an e-mail address.`);
  }
  const plan = planDeliveries(
    decks.rows.map((row, index) => ({ row: row.row, fileName: row.fileName, fields: fields[index] ?? {} })),
    column,
    {
      subject: request.subject?.trim() || DEFAULT_DELIVERY_SUBJECT,
      body: request.body?.trim() ? request.body : DEFAULT_DELIVERY_BODY,
    },
  );
  const count = recipientCount(plan);
  if (count === 0) {
    throw GenerationErrors.field('deliverToColumn', `No row has an e-mail address in "${column}".`);
  }
  if (request.confirmCount !== null && request.confirmCount !== count) {
    throw GenerationErrors.field(
      'deliveryConfirmCount',
      `The data has ${plural(count)} with a valid address, not ${request.confirmCount.toLocaleString('en-US')}. ` +
        'Check the recipients and confirm again.',
    );
  }
  return { column, replyTo, content: request.content ?? 'attachment', plan };
}

/** A mail that carries the row's link needs the batch to have links: refused before anything is reserved. */
export function checkDeliveryContent(delivery: BatchDelivery | null, hasLinks: boolean): void {
  if (!delivery || delivery.content === 'attachment' || hasLinks) return;
  throw GenerationErrors.field(
    'deliveryContent',
    'Sending each recipient their link needs personal links. Switch on personal links, or attach the deck.',
  );
}
