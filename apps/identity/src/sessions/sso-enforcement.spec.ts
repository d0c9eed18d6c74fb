import { Logger } from '@nestjs/common';
import { type RpcClient, ServiceException } from '@deckmill/messaging';
import { TeamsSsoEnforcement } from './sso-enforcement';

const answeringWith = (failure: ServiceException) =>
  new TeamsSsoEnforcement({ call: () => Promise.reject(failure) } as unknown as RpcClient);

describe('TeamsSsoEnforcement', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lets passwords work when no teams service answers at all', async () => {
    const none = new ServiceException({ kind: 'unavailable', code: 'rpc_unavailable', error: 'No service' });
    expect(await answeringWith(none).enforcedFor('a@example.test')).toBe(false);
  });

  it('fails the sign-in when teams answers that its database is away: enforcement is never skipped for it', async () => {
    const databaseAway = new ServiceException({
      kind: 'unavailable',
      code: 'database_unavailable',
      error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
      retryAfterSeconds: 30,
    });
    await expect(answeringWith(databaseAway).enforcedFor('a@example.test')).rejects.toBe(databaseAway);
  });
});
