import { quoteIdent, serviceSchema } from '@deckmill/database';

/** Fully quoted names of the usage tables, for the hand-written atomic statements. */
export function usageTable(name: 'usage_months' | 'usage_reservations'): string {
  return `${quoteIdent(serviceSchema('billing'))}.${quoteIdent(name)}`;
}
