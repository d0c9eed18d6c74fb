import type { PrincipalData } from '@deckmill/bus-contracts';
import { actorOf, operatorOf } from './request-actor';

const base: PrincipalData = {
  userId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
  email: 'ada@example.com',
  name: 'Ada',
  admin: true,
  subscriptionTier: 'free',
  confirmed: true,
  confirmationGraceEndsAt: null,
  via: 'session',
  sessionId: 'session-1',
};

describe('actorOf', () => {
  it('is the user for a browser session, whatever their admin flag (operator only past the admin guard)', () => {
    expect(actorOf(base)).toEqual({ kind: 'user', userId: base.userId, email: base.email });
  });

  it('is the API key, with its id, for a Bearer request', () => {
    const viaKey: PrincipalData = { ...base, via: 'api_key', apiKeyId: 'key-42', scopes: ['read'] };
    expect(actorOf(viaKey)).toEqual({
      kind: 'api_key',
      userId: base.userId,
      email: base.email,
      apiKeyId: 'key-42',
    });
  });

  it('names an operator by their account', () => {
    expect(operatorOf(base)).toEqual({ kind: 'operator', userId: base.userId, email: base.email });
  });
});
