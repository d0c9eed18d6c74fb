import type { Repository } from 'typeorm';
import type { ApiKeyStore } from '../../../api-keys';
import type { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, type IdentityActivity } from '../../../shared';
import { serviceFailure as failure } from '../../../testing/service-failure';
import { userFixture } from '../../../testing/user-fixture';
import type { AccountTokens } from '../../../tokens';
import type { User, UserEvents } from '../../../users';
import type { SessionStore } from '../../session-store';
import { SsoSignInUseCase } from './sso-sign-in.use-case';

function setup(options: { user?: User | null; locked?: boolean }) {
  const inserted: User[] = [];
  const manager = {
    insert: jest.fn(async (_entity: unknown, user: User) => void inserted.push(user)),
    update: jest.fn(),
  };
  const users = {
    findOneBy: jest.fn().mockResolvedValue(options.user === undefined ? userFixture() : options.user),
    create: jest.fn((values: User) => values),
    update: jest.fn(),
    manager: { transaction: jest.fn(async (work: (m: typeof manager) => Promise<void>) => work(manager)) },
  };
  const hasher = { hash: jest.fn().mockResolvedValue('$argon2id$random') };
  const lockout = { isLocked: jest.fn().mockResolvedValue(options.locked ?? false) };
  const grant = { sessionToken: 'token', userId: userFixture().id, cookieMaxAgeSeconds: null };
  // The order of the steps that matter: the old password gone, then sessions and keys, then the new session.
  const steps: string[] = [];
  manager.update.mockImplementation(async () => void steps.push('update'));
  const sessions = {
    openSession: jest.fn(async (userId: string) => {
      steps.push('openSession');
      return { grant: { ...grant, userId }, sessionId: 'session-1' };
    }),
    endAll: jest.fn(async () => void steps.push('endAll')),
  };
  const apiKeys = { revokeAll: jest.fn(async () => void steps.push('revokeAll')) };
  const tokens = { retireAll: jest.fn(async () => void steps.push('retireAll')) };
  const events = { registered: jest.fn(), confirmed: jest.fn(), flush: jest.fn() };
  const recorded: { key: string; facts: unknown }[] = [];
  const activity = {
    record: jest.fn(async (key: string, facts: unknown) => void recorded.push({ key, facts })),
  };
  const useCase = new SsoSignInUseCase(
    users as unknown as Repository<User>,
    hasher as unknown as PasswordHasher,
    lockout as unknown as Lockout,
    sessions as unknown as SessionStore,
    apiKeys as unknown as ApiKeyStore,
    tokens as unknown as AccountTokens,
    events as unknown as UserEvents,
    new Clock(),
    activity as unknown as IdentityActivity,
  );
  return { useCase, inserted, hasher, sessions, apiKeys, tokens, events, recorded, manager, users, steps };
}

const input = { email: ' Grace@Acme.test ', name: 'Grace Hopper', clientIp: '203.0.113.9' };

describe('SsoSignInUseCase', () => {
  it('creates a confirmed account with an unusable password at the first sign-in, and opens a session', async () => {
    const { useCase, inserted, hasher, events, recorded } = setup({ user: null });

    const reply = await useCase.execute(input);

    expect(inserted).toEqual([
      expect.objectContaining({
        email: 'grace@acme.test',
        name: 'Grace Hopper',
        admin: false,
        confirmedAt: expect.any(Date),
        ssoLinkedAt: expect.any(Date),
      }),
    ]);
    expect(hasher.hash).toHaveBeenCalledWith(expect.stringMatching(/^[\w-]{40,}$/));
    expect(events.registered).toHaveBeenCalled();
    expect(events.confirmed).toHaveBeenCalled();
    expect(reply).toMatchObject({ created: true, userId: inserted[0]?.id });
    expect(recorded).toEqual([
      {
        key: 'session.signed_in',
        facts: { userId: inserted[0]?.id, email: 'grace@acme.test', sessionId: 'session-1', method: 'sso' },
      },
    ]);
  });

  it('signs an existing confirmed account in, only marking it SSO-linked once', async () => {
    const { useCase, inserted, sessions, apiKeys, users, hasher } = setup({});
    await expect(useCase.execute(input)).resolves.toMatchObject({ created: false, userId: userFixture().id });
    expect(inserted).toEqual([]);
    expect(users.update).toHaveBeenCalledWith(
      { id: userFixture().id },
      { ssoLinkedAt: expect.any(Date), updatedAt: expect.any(Date) },
    );
    expect(hasher.hash).not.toHaveBeenCalled();
    expect(sessions.endAll).not.toHaveBeenCalled();
    expect(apiKeys.revokeAll).not.toHaveBeenCalled();
    expect(sessions.openSession).toHaveBeenCalledWith(userFixture().id, false, undefined);

    const linked = setup({ user: userFixture({ ssoLinkedAt: new Date('2026-02-01T00:00:00.000Z') }) });
    await linked.useCase.execute(input);
    expect(linked.users.update).not.toHaveBeenCalled();
  });

  it('takes an unconfirmed account back from whoever registered it: new password, sessions and keys ended', async () => {
    const squatted = userFixture({ confirmedAt: null, unconfirmedEmail: 'thief@evil.test' });
    const { useCase, manager, hasher, sessions, apiKeys, tokens, events, steps } = setup({ user: squatted });

    await expect(useCase.execute(input)).resolves.toMatchObject({ created: false, userId: squatted.id });

    expect(hasher.hash).toHaveBeenCalledWith(expect.stringMatching(/^[\w-]{40,}$/));
    expect(manager.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: squatted.id },
      {
        passwordHash: '$argon2id$random',
        confirmedAt: expect.any(Date),
        unconfirmedEmail: null,
        ssoLinkedAt: expect.any(Date),
        updatedAt: expect.any(Date),
      },
    );
    expect(tokens.retireAll).toHaveBeenCalledWith(manager, squatted.id);
    expect(sessions.endAll).toHaveBeenCalledWith(squatted.id);
    expect(apiKeys.revokeAll).toHaveBeenCalledWith(squatted.id);
    expect(events.confirmed).toHaveBeenCalledWith(
      manager,
      expect.objectContaining({ id: squatted.id, passwordHash: '$argon2id$random' }),
    );
    // The new session is opened after the old ones were ended, never ended with them.
    expect(steps).toEqual(['update', 'retireAll', 'endAll', 'revokeAll', 'openSession']);
  });

  it('refuses an operator account (admin flag) and records the refusal, touching nothing', async () => {
    const operator = userFixture({ admin: true, confirmedAt: null });
    const { useCase, sessions, recorded, manager, users } = setup({ user: operator });
    const refused = await failure(useCase.execute(input));
    expect(refused.domainError).toMatchObject({ kind: 'forbidden', code: 'operator_password_only' });
    expect(sessions.openSession).not.toHaveBeenCalled();
    expect(sessions.endAll).not.toHaveBeenCalled();
    expect(manager.update).not.toHaveBeenCalled();
    expect(users.update).not.toHaveBeenCalled();
    expect(recorded).toEqual([
      {
        key: 'session.failed_sign_in',
        facts: { email: 'grace@acme.test', userId: operator.id, reason: 'sso_operator' },
      },
    ]);
  });

  it('refuses a locked account and records the refusal', async () => {
    const { useCase, sessions, recorded } = setup({ locked: true });
    const refused = await failure(useCase.execute(input));
    expect(refused.domainError).toMatchObject({ kind: 'forbidden', code: 'account_locked' });
    expect(sessions.openSession).not.toHaveBeenCalled();
    expect(recorded[0]).toEqual({
      key: 'session.failed_sign_in',
      facts: { email: 'grace@acme.test', userId: userFixture().id, reason: 'locked' },
    });
  });
});
