import type { Repository } from 'typeorm';
import type { ApiKeyStore } from '../../../api-keys';
import type { SessionStore, SsoEnforcement } from '../../../sessions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { AccountTokens } from '../../../tokens';
import type { User } from '../../../users';
import { userFixture } from '../../../testing/user-fixture';
import type { Lockout } from '../../lockout';
import type { PasswordHasher } from '../../password-hasher';
import { INVALID_RESET_TOKEN, ResetPasswordUseCase } from './reset-password.use-case';

function setup(tokenValid: boolean, options: { enforced?: boolean; admin?: boolean } = {}) {
  const user = userFixture({ admin: options.admin ?? false });
  const users = {
    findOneBy: jest.fn().mockResolvedValue(user),
    update: jest.fn().mockResolvedValue(undefined),
  };
  const tokens = { consume: jest.fn().mockResolvedValue(tokenValid ? { userId: user.id } : null) };
  const hasher = { hash: jest.fn().mockResolvedValue('$argon2id$new') };
  const grant = { sessionToken: 't', userId: user.id, cookieMaxAgeSeconds: null };
  const sessions = {
    endAll: jest.fn().mockResolvedValue(undefined),
    open: jest.fn().mockResolvedValue(grant),
  };
  const apiKeys = { revokeAll: jest.fn().mockResolvedValue(undefined) };
  const lockout = { unlock: jest.fn().mockResolvedValue(undefined) };
  const sso = { enforcedFor: jest.fn().mockResolvedValue(options.enforced ?? false) };
  const useCase = new ResetPasswordUseCase(
    users as unknown as Repository<User>,
    tokens as unknown as AccountTokens,
    hasher as unknown as PasswordHasher,
    sessions as unknown as SessionStore,
    apiKeys as unknown as ApiKeyStore,
    lockout as unknown as Lockout,
    fixedClock(new Date('2026-05-01T00:00:00.000Z')),
    sso as unknown as SsoEnforcement,
  );
  return { useCase, users, sessions, apiKeys, lockout, grant, user, tokens, sso };
}

describe('ResetPasswordUseCase', () => {
  it('sets the password, lifts a lock, ends every session, revokes the API keys and opens a new one', async () => {
    const { useCase, users, sessions, apiKeys, lockout, grant, user } = setup(true);
    await expect(useCase.execute({ token: 'tok', password: 'saffron-glacier-kite-7' })).resolves.toEqual({
      grant,
    });
    expect(users.update).toHaveBeenCalledWith(
      { id: user.id },
      expect.objectContaining({ passwordHash: '$argon2id$new' }),
    );
    expect(lockout.unlock).toHaveBeenCalledWith(user.id);
    expect(sessions.endAll).toHaveBeenCalledWith(user.id);
    expect(apiKeys.revokeAll).toHaveBeenCalledWith(user.id);
    expect(sessions.endAll.mock.invocationCallOrder[0]).toBeLessThan(
      sessions.open.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('sets the password and ends everything but opens no session on a domain that enforces SSO', async () => {
    const { useCase, users, sessions, apiKeys, sso, user } = setup(true, { enforced: true });
    await expect(useCase.execute({ token: 'tok', password: 'saffron-glacier-kite-7' })).resolves.toEqual({
      grant: null,
    });
    expect(sso.enforcedFor).toHaveBeenCalledWith(user.email);
    expect(users.update).toHaveBeenCalledWith(
      { id: user.id },
      expect.objectContaining({ passwordHash: '$argon2id$new' }),
    );
    expect(sessions.endAll).toHaveBeenCalledWith(user.id);
    expect(apiKeys.revokeAll).toHaveBeenCalledWith(user.id);
    expect(sessions.open).not.toHaveBeenCalled();
  });

  it('still signs an operator in on a domain that enforces SSO', async () => {
    const { useCase, sessions, grant } = setup(true, { enforced: true, admin: true });
    await expect(useCase.execute({ token: 'tok', password: 'saffron-glacier-kite-7' })).resolves.toEqual({
      grant,
    });
    expect(sessions.open).toHaveBeenCalled();
  });

  it('refuses an invalid or used token keyed user.reset_password_token', async () => {
    const { useCase, sessions, apiKeys } = setup(false);
    const failure = await serviceFailure(
      useCase.execute({ token: 'tok', password: 'saffron-glacier-kite-7' }),
    );
    expect(failure.domainError.fields).toEqual({ resetPasswordToken: [INVALID_RESET_TOKEN] });
    expect(sessions.endAll).not.toHaveBeenCalled();
    expect(apiKeys.revokeAll).not.toHaveBeenCalled();
  });

  it('refuses a common password before using the token up', async () => {
    const { useCase, tokens } = setup(true);
    const failure = await serviceFailure(useCase.execute({ token: 'tok', password: 'password123' }));
    expect(Object.keys(failure.domainError.fields)).toEqual(['password']);
    expect(tokens.consume).not.toHaveBeenCalled();
  });
});
