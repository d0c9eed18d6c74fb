import type { Repository } from 'typeorm';
import type { AccountMailer } from '../mail/account-mailer';
import { Clock } from '../shared/clock';
import type { AccountTokens } from '../tokens/account-tokens';
import type { User } from '../users/entities/user.entity';
import { userFixture } from '../users/testing/user-fixture';
import { Lockout } from './lockout';

function lockoutAt(now: Date, storedCount: number) {
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(now);
  const users = {
    increment: jest.fn().mockResolvedValue(undefined),
    findOneBy: jest.fn().mockResolvedValue(userFixture({ failedSignInCount: storedCount })),
    update: jest.fn().mockResolvedValue(undefined),
  };
  const tokens = { issue: jest.fn().mockResolvedValue({ id: 'token-1', secret: 's3cret' }) };
  const mailer = { send: jest.fn().mockResolvedValue(undefined) };
  const lockout = new Lockout(
    users as unknown as Repository<User>,
    tokens as unknown as AccountTokens,
    mailer as unknown as AccountMailer,
    clock,
  );
  return { lockout, users, mailer };
}

describe('Lockout', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');

  it('holds a lock for one hour', () => {
    const { lockout } = lockoutAt(now, 0);
    expect(lockout.isLocked(userFixture({ lockedAt: new Date(now.getTime() - 59 * 60_000) }))).toBe(true);
    expect(lockout.isLocked(userFixture({ lockedAt: new Date(now.getTime() - 60 * 60_000) }))).toBe(false);
    expect(lockout.isLocked(userFixture())).toBe(false);
  });

  it('does not lock before the tenth failure in a row', async () => {
    const { lockout, users, mailer } = lockoutAt(now, 9);
    await expect(lockout.recordFailure(userFixture())).resolves.toBe(false);
    expect(users.update).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it('locks at the tenth failure and mails the unlock link', async () => {
    const { lockout, users, mailer } = lockoutAt(now, 10);
    await expect(lockout.recordFailure(userFixture())).resolves.toBe(true);
    expect(users.update).toHaveBeenCalledWith(expect.anything(), { lockedAt: now, failedSignInCount: 0 });
    expect(mailer.send).toHaveBeenCalledWith(
      expect.objectContaining({
        template: 'unlock-account',
        variables: expect.objectContaining({ path: '/users/unlock?unlock_token=s3cret' }),
      }),
    );
  });
});
