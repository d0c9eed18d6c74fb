import type { RequestActor } from '@deckmill/messaging';
import type { Principal } from './principal';

/** Who a principal acts as in the request context: a user in a browser session, or one of their API keys. */
export function actorOf(principal: Principal): RequestActor {
  if (principal.via === 'api_key') {
    return {
      kind: 'api_key',
      userId: principal.userId,
      email: principal.email,
      ...(principal.apiKeyId ? { apiKeyId: principal.apiKeyId } : {}),
    };
  }
  return { kind: 'user', userId: principal.userId, email: principal.email };
}

/** An operator at work: the admin guard let this principal into an `/api/admin` route. */
export function operatorOf(principal: Principal): RequestActor {
  return { kind: 'operator', userId: principal.userId, email: principal.email };
}
