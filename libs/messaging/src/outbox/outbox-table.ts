import { quoteIdent, serviceSchema } from '@deckmill/database';

/** The qualified name of a service's outbox table (`"<schema>"."outbox"`), created by the service's migration. */
export function outboxTable(service: string): string {
  return `${quoteIdent(serviceSchema(service))}."outbox"`;
}
