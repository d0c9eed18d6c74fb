import { Logger } from '@nestjs/common';
import type { PrincipalData } from '@deckmill/bus-contracts';
import { type RpcClient, ServiceException } from '@deckmill/messaging';
import { SessionView } from './session-view';

const principal: PrincipalData = {
  userId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
  email: 'ada@example.com',
  name: 'Ada',
  admin: false,
  subscriptionTier: 'starter',
  confirmed: true,
  confirmationGraceEndsAt: null,
  via: 'session',
};

function viewWith(usage: () => Promise<unknown>) {
  const call = jest.fn((key: string) =>
    key === 'identity.get-profile'
      ? Promise.resolve({ company: 'Engines Ltd', themePreference: 'dark' })
      : usage(),
  );
  return new SessionView({ call } as unknown as RpcClient);
}

describe('SessionView', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers anonymous visitors with a null user and the CSRF token', async () => {
    await expect(
      viewWith(() => Promise.reject(new Error('unused'))).build(undefined, 'csrf'),
    ).resolves.toEqual({
      user: null,
      csrf_token: 'csrf',
    });
  });

  it("shows billing's usage and limit with the user's company and theme", async () => {
    const view = viewWith(() => Promise.resolve({ currentUsage: 7, usageLimit: 250 }));
    const body = await view.build(principal, 'csrf');
    expect(body.user).toMatchObject({
      company: 'Engines Ltd',
      theme_preference: 'dark',
      subscription_tier: 'starter',
      current_month_usage: 7,
      usage_limit: 250,
    });
  });

  it("falls back to the plan's limit while billing is unreachable", async () => {
    for (const kind of ['unavailable', 'timeout', 'bad_reply'] as const) {
      const view = viewWith(() => Promise.reject(new ServiceException({ kind, error: 'No service' })));
      const body = await view.build(principal, 'csrf');
      expect(body.user).toMatchObject({ current_month_usage: 0, usage_limit: 250 });
    }
  });

  it("passes billing's other errors on", async () => {
    for (const kind of ['invalid_request', 'failed'] as const) {
      const view = viewWith(() => Promise.reject(new ServiceException({ kind, error: 'bad' })));
      await expect(view.build(principal, 'csrf')).rejects.toBeInstanceOf(ServiceException);
    }
  });
});
