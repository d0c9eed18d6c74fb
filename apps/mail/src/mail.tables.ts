import { serviceTables } from '@deckmill/database';

/** The mail schema's tables, for the hand-written SQL of its claims. */
export const mailTables = serviceTables('mail', ['sent_mails']);
