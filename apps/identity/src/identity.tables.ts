import { serviceTables } from '@deckmill/database';

/** The identity schema's tables, for the repositories' hand-written SQL. */
export const identityTables = serviceTables('identity', ['sign_in_failures']);
