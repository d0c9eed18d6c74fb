import { serviceTables } from '@deckmill/database';

/** The templates schema's tables, for the repositories' hand-written SQL. */
export const templatesTables = serviceTables('templates', ['templates', 'counted_presentations']);
