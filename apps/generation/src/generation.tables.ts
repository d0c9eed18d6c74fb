import { serviceTables } from '@deckmill/database';

/** The generation schema's tables, for the repositories' hand-written SQL. */
export const generationTables = serviceTables('generation', [
  'batches',
  'batch_rows',
  'datasets',
  'delivery_ledger',
  'notifications',
  'reservation_intents',
  'row_deliveries',
  'share_links',
  'share_link_passes',
  'share_link_retired_tokens',
  'share_link_views',
  'share_settings',
]);
