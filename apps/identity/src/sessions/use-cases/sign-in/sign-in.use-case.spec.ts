import type { Repository } from 'typeorm';
import { SSO_ENFORCED_MESSAGE } from '@deckmill/bus-contracts';
import type { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, type IdentityActivity } from '../../../shared';
import { serviceFailure as failure } from '../../../testing/service-failure';
import type { User } from '../../../users';
import { userFixture } from '../../../testing/user-fixture';
import type { SessionStore } from '../../session-store';
import type { SsoEnforcement } from '../../sso-enforcement';
import { INVALID_CREDENTIALS, SignInUseCase } from './sign-in.use-case';

function setup(options: {
  user?: User | null;
  passwordOk?: boolean;
  locked?: boolean;
  ssoEnforced?: boolean;
}) {
  const users = {
    findOneBy: jest.fn().mockResolvedValue(options.user === undefined ? userFixture() : options.user),
    update: jest.fn().mockResolvedValue(undefined),
  };
  const hasher = {
    verify: jest.fn().mockResolvedValue(options.passwordOk ?? true),
    verifyNothing: jest.fn().mockResolvedValue(undefined),
    needsRehash: jest.fn().mockReturnValue(false),
    hash: jest.fn().mockResolvedValue('$argon2id$new'),
  };
  const lockout = {
    isLocked: jest.fn().mockResolvedValue(options.locked ?? false),
    recordFailure: jest.fn().mockResolvedValue(undefined),
    forgetFailures: jest.fn().mockResolvedValue(undefined),
  };
  const grant = { sessionToken: 'token', userId: userFixture().id, cookieMaxAgeSeconds: null };
  const sessions = { openSession: jest.fn().mockResolvedValue({ grant, sessionId: 'session-1' }) };
  const recorded: { key: string; facts: unknown }[] = [];
  const activity = {
    record: jest.fn(async (key: string, facts: unknown) => void recorded.push({ key, facts })),
  };
  const sso = { enforcedFor: jest.fn().mockResolvedValue(options.ssoEnforced ?? false) };
  const useCase = new SignInUseCase(
    users as unknown as Repository<User>,
    hasher as unknown as PasswordHasher,
    lockout as unknown as Lockout,
    sessions as unknown as SessionStore,
    new Clock(),
    activity as unknown as IdentityActivity,
    sso as unknown as SsoEnforcement,
  );
  return { useCase, users, hasher, lockout, sessions, grant, recorded, sso };
}

const input = {
  email: ' Ada@Example.com ',
  password: 'violet-harbour-tram-42',
  rememberMe: true,
  clientIp: '203.0.113.9',
};
const GENERIC = {
  kind: 'invalid',
  code: 'invalid_credentials',
  message: INVALID_CREDENTIALS,
  fields: { password: [INVALID_CREDENTIALS] },
};

describe('SignInUseCase', () => {
  it("opens a session with remember me and clears this address's failure count", async () => {
    const { useCase, users, lockout, sessions, grant } = setup({});
    await expect(useCase.execute(input)).resolves.toEqual(grant);
    expect(users.findOneBy).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(lockout.forgetFailures).toHaveBeenCalledWith(userFixture().id, '203.0.113.9');
    expect(users.update).not.toHaveBeenCalled();
    expect(sessions.openSession).toHaveBeenCalledWith(userFixture().id, true, undefined);
  });

  it('announces the sign-in with the session it opened, and never the token', async () => {
    const { useCase, recorded } = setup({});
    await useCase.execute(input);
    expect(recorded).toEqual([
      {
        key: 'session.signed_in',
        facts: { userId: userFixture().id, email: userFixture().email, sessionId: 'session-1' },
      },
    ]);
  });

  it.each([
    ['unknown_email', { user: null }, null],
    ['locked', { locked: true }, userFixture().id],
    ['bad_password', { passwordOk: false }, userFixture().id],
  ] as const)('announces a refusal as a failed sign-in (%s)', async (reason, options, userId) => {
    const { useCase, recorded } = setup(options);
    await failure(useCase.execute(input));
    expect(recorded).toEqual([
      { key: 'session.failed_sign_in', facts: { email: 'ada@example.com', userId, reason } },
    ]);
  });

  it('answers an unknown email like a wrong password, after spending a verification', async () => {
    const unknown = setup({ user: null });
    const wrong = setup({ passwordOk: false });
    const a = await failure(unknown.useCase.execute(input));
    const b = await failure(wrong.useCase.execute(input));
    expect(a.domainError).toEqual(b.domainError);
    expect(a.domainError).toEqual(GENERIC);
    expect(unknown.hasher.verifyNothing).toHaveBeenCalledWith(input.password);
  });

  it('answers a locked account like an unknown email, after the same verification', async () => {
    const { useCase, hasher, lockout, sessions } = setup({ locked: true });
    expect((await failure(useCase.execute(input))).domainError).toEqual(GENERIC);
    expect(hasher.verify).toHaveBeenCalled();
    expect(lockout.isLocked).toHaveBeenCalledWith(userFixture().id, '203.0.113.9');
    expect(lockout.recordFailure).not.toHaveBeenCalled();
    expect(sessions.openSession).not.toHaveBeenCalled();
  });

  it('counts a wrong password against the account and this address', async () => {
    const { useCase, lockout } = setup({ passwordOk: false });
    expect((await failure(useCase.execute(input))).domainError).toEqual(GENERIC);
    expect(lockout.recordFailure).toHaveBeenCalledWith(userFixture(), '203.0.113.9');
  });

  it('refuses a password on a domain that enforces SSO, pointing to SSO, before checking it', async () => {
    const { useCase, hasher, sessions, sso, recorded } = setup({ ssoEnforced: true });
    const refused = await failure(useCase.execute(input));
    expect(refused.domainError).toEqual({
      kind: 'invalid',
      code: 'sso_required',
      message: SSO_ENFORCED_MESSAGE,
      fields: { email: [SSO_ENFORCED_MESSAGE] },
    });
    expect(sso.enforcedFor).toHaveBeenCalledWith('ada@example.com');
    expect(hasher.verify).not.toHaveBeenCalled();
    expect(sessions.openSession).not.toHaveBeenCalled();
    expect(recorded).toEqual([
      {
        key: 'session.failed_sign_in',
        facts: { email: 'ada@example.com', userId: userFixture().id, reason: 'sso_required' },
      },
    ]);
  });

  it('refuses an unknown address on an enforcing domain with the same SSO message', async () => {
    const { useCase } = setup({ user: null, ssoEnforced: true });
    expect((await failure(useCase.execute(input))).domainError.code).toBe('sso_required');
  });

  it('lets an operator sign in with a password on an enforcing domain', async () => {
    const { useCase, grant, sso } = setup({ user: userFixture({ admin: true }), ssoEnforced: true });
    await expect(useCase.execute(input)).resolves.toEqual(grant);
    expect(sso.enforcedFor).not.toHaveBeenCalled();
  });

  it('rehashes a password hashed with weaker parameters', async () => {
    const { useCase, hasher, users } = setup({});
    hasher.needsRehash.mockReturnValue(true);
    await useCase.execute(input);
    expect(hasher.hash).toHaveBeenCalledWith(input.password);
    expect(users.update).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ passwordHash: '$argon2id$new' }),
    );
  });
});
