import { serviceTables } from '@deckmill/database';

/** The billing schema's tables, for the repositories' hand-written atomic statements. */
export const billingTables = serviceTables('billing', ['usage_months', 'usage_reservations']);
