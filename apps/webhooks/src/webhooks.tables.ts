import { serviceTables } from '@deckmill/database';

/** The webhooks schema's tables, for the repositories' hand-written SQL. */
export const webhooksTables = serviceTables('webhooks', ['endpoints', 'deliveries', 'delivery_attempts']);
