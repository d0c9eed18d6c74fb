import type { Repository } from 'typeorm';
import type { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, type IdentityActivity } from '../../../shared';
import { serviceFailure as failure } from '../../../testing/service-failure';
import { userFixture } from '../../../testing/user-fixture';
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
    manager: { transaction: jest.fn(async (work: (m: typeof manager) => Promise<void>) => work(manager)) },
  };
  const hasher = { hash: jest.fn().mockResolvedValue('$argon2id$random') };
  const lockout = { isLocked: jest.fn().mockResolvedValue(options.locked ?? false) };
  const grant = { sessionToken: 'token', userId: userFixture().id, cookieMaxAgeSeconds: null };
  const sessions = {
    openSession: jest.fn(async (userId: string) => ({ grant: { ...grant, userId }, sessionId: 'session-1' })),
  };
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
    events as unknown as UserEvents,
    new Clock(),
    activity as unknown as IdentityActivity,
  );
  return { useCase, inserted, hasher, sessions, events, recorded };
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

  it('signs an existing account in without touching it', async () => {
    const { useCase, inserted, sessions } = setup({});
    await expect(useCase.execute(input)).resolves.toMatchObject({ created: false, userId: userFixture().id });
    expect(inserted).toEqual([]);
    expect(sessions.openSession).toHaveBeenCalledWith(userFixture().id, false, undefined);
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
