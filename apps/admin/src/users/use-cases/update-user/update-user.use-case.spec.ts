import type { AdminUserProfile, UserSummary } from '@deckmill/bus-contracts';
import type { MessageBus, RpcClient } from '@deckmill/messaging';
import type { Clock, UserDirectory } from '../../../shared';
import type { GetUserUseCase } from '../get-user/get-user.use-case';
import { UpdateUserUseCase } from './update-user.use-case';

const OPERATOR = { actorId: '11111111-1111-4111-8111-111111111111', actorEmail: 'op@example.com' };
const USER: UserSummary = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'ada@example.com',
  name: 'Ada',
  company: null,
  admin: false,
  subscriptionTier: 'free',
  confirmedAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
};

function setUp(existing: UserSummary | null = USER) {
  const calls: { key: string; request: unknown }[] = [];
  const audits: { key: string; payload: unknown }[] = [];
  const rpc = {
    call: jest.fn(async (key: string, request: unknown) => {
      calls.push({ key, request });
      return {};
    }),
  } as unknown as RpcClient;
  const directory = { byId: async () => existing } as unknown as UserDirectory;
  const bus = {
    publishEvent: async (key: string, payload: unknown) => void audits.push({ key, payload }),
  } as unknown as MessageBus;
  const clock = { now: () => new Date('2026-11-23T05:00:00.000Z') } as Clock;
  const detail = {
    ...USER,
    teamsCount: 0,
    presentationsCount: 0,
    decksCount: 0,
    memberships: [],
    presentations: [],
  } as AdminUserProfile;
  const getUser = { execute: async () => detail } as unknown as GetUserUseCase;
  return { useCase: new UpdateUserUseCase(rpc, directory, getUser, bus, clock), calls, audits };
}

describe('UpdateUserUseCase', () => {
  it('sends name and admin to identity, the tier to billing, and announces the changes for the audit trail', async () => {
    const { useCase, calls, audits } = setUp();
    const user = await useCase.execute({
      ...OPERATOR,
      userId: USER.id,
      name: 'Ada Lovelace',
      subscriptionTier: 'professional',
      admin: true,
    });
    expect(calls).toEqual([
      { key: 'identity.admin-update-user', request: { userId: USER.id, name: 'Ada Lovelace', admin: true } },
      { key: 'billing.set-tier', request: { userId: USER.id, tier: 'professional' } },
    ]);
    expect(audits).toEqual([
      {
        key: 'operator.user-updated',
        payload: {
          operatorId: OPERATOR.actorId,
          operatorEmail: OPERATOR.actorEmail,
          userId: USER.id,
          email: USER.email,
          changes: {
            name: { from: 'Ada', to: 'Ada Lovelace' },
            admin: { from: false, to: true },
            subscriptionTier: { from: 'free', to: 'professional' },
          },
          occurredAt: '2026-11-23T05:00:00.000Z',
        },
      },
    ]);
    expect(user.subscriptionTier).toBe('professional');
  });

  it('calls nobody and announces nothing when the form holds the current values', async () => {
    const { useCase, calls, audits } = setUp();
    await useCase.execute({
      ...OPERATOR,
      userId: USER.id,
      name: 'Ada',
      subscriptionTier: 'free',
      admin: false,
    });
    expect(calls).toEqual([]);
    expect(audits).toEqual([]);
  });

  it('changes only the tier through billing when only the tier differs', async () => {
    const { useCase, calls } = setUp();
    await useCase.execute({ ...OPERATOR, userId: USER.id, name: 'Ada', subscriptionTier: 'starter' });
    expect(calls.map((call) => call.key)).toEqual(['billing.set-tier']);
  });

  it('answers not found for an unknown user and refuses removing one’s own admin flag before any call', async () => {
    await expect(
      setUp(null).useCase.execute({ ...OPERATOR, userId: USER.id, name: 'X' }),
    ).rejects.toMatchObject({ domainError: { kind: 'not_found', code: 'user_not_found' } });
    const { useCase, calls } = setUp();
    await expect(
      useCase.execute({ ...OPERATOR, userId: OPERATOR.actorId, admin: false }),
    ).rejects.toMatchObject({ domainError: { kind: 'invalid', code: 'own_admin_flag' } });
    expect(calls).toEqual([]);
  });
});
