import type { AuditLogQuery } from '@deckmill/api-contracts';
import type { ActivityFilters } from '@deckmill/bus-contracts';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The audit log's query as the trail's filters. `actor` may be a user id or an e-mail address (operators
 * know people by address); an address is resolved to the account's id through identity, since the trail
 * filters by id. An address no account has is a 422 on `actor` rather than a silently empty log.
 */
export async function auditFilters(rpc: RpcClient, query: AuditLogQuery): Promise<ActivityFilters> {
  const filters: ActivityFilters = {
    action: query.action,
    teamId: query.team,
    from: query.from,
    to: query.to,
  };
  if (query.actor === undefined) return filters;
  if (UUID.test(query.actor)) return { ...filters, actorId: query.actor.toLowerCase() };
  if (!query.actor.includes('@'))
    throw ApiError.field('actor', 'Actor must be a user id or an email address.');
  const { users } = await rpc.call('identity.find-users', { emails: [query.actor] });
  const user = users.find((candidate) => candidate.email.toLowerCase() === query.actor?.toLowerCase());
  if (!user) throw ApiError.field('actor', 'No account has this email address.');
  return { ...filters, actorId: user.id };
}
