import type { Repository } from 'typeorm';
import type { AccountMailer } from '../mail/account-mailer';
import { Clock } from '../shared/clock';
import type { AccountTokens } from '../tokens/account-tokens';
import { userFixture } from '../users/testing/user-fixture';
import type { SignInFailure } from './entities/sign-in-failure.entity';
import { Lockout } from './lockout';

const CLIENT = '203.0.113.9';

function lockoutAt(now: Date, options: { counted?: number; lockedAt?: Date | null } = {}) {
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(now);
  const failures = {
    query: jest.fn().mockResolvedValue([{ failed_count: options.counted ?? 1 }]),
    findOneBy: jest
      .fn()
      .mockResolvedValue(
        options.lockedAt === undefined ? null : { failedCount: 0, lockedAt: options.lockedAt },
      ),
    update: jest.fn().mockResolvedValue(undefined),
    delete: jest.fn().mockResolvedValue(undefined),
  };
  const tokens = { issue: jest.fn().mockResolvedValue({ id: 'token-1', secret: 's3cret' }) };
  const mailer = { send: jest.fn().mockResolvedValue(undefined) };
  const lockout = new Lockout(
    failures as unknown as Repository<SignInFailure>,
    tokens as unknown as AccountTokens,
    mailer as unknown as AccountMailer,
    clock,
  );
  return { lockout, failures, mailer };
}

describe('Lockout', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('holds a lock for one hour, for the account and address it was taken for', async () => {
    expect(await lockoutAt(now, { lockedAt: minutesAgo(59) }).lockout.isLocked('u', CLIENT)).toBe(true);
    expect(await lockoutAt(now, { lockedAt: minutesAgo(60) }).lockout.isLocked('u', CLIENT)).toBe(false);
    expect(await lockoutAt(now, { lockedAt: null }).lockout.isLocked('u', CLIENT)).toBe(false);
    const { lockout, failures } = lockoutAt(now);
    expect(await lockout.isLocked('u', CLIENT)).toBe(false);
    expect(failures.findOneBy).toHaveBeenCalledWith({ userId: 'u', client: CLIENT });
  });

  it('does not lock before the tenth failure in a row', async () => {
    const { lockout, failures, mailer } = lockoutAt(now, { counted: 9 });
    await lockout.recordFailure(userFixture(), CLIENT);
    expect(failures.query.mock.calls[0]?.[1]).toEqual([userFixture().id, CLIENT]);
    expect(failures.update).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it('locks at the tenth failure and mails the unlock link', async () => {
    const { lockout, failures, mailer } = lockoutAt(now, { counted: 10 });
    await lockout.recordFailure(userFixture(), CLIENT);
    expect(failures.update).toHaveBeenCalledWith(
      { userId: userFixture().id, client: CLIENT },
      { lockedAt: now, failedCount: 0 },
    );
    expect(mailer.send).toHaveBeenCalledWith(
      expect.objectContaining({
        template: 'unlock-account',
        variables: expect.objectContaining({ path: '/users/unlock?unlock_token=s3cret' }),
      }),
    );
  });

  it('unlocks every address of the account at once', async () => {
    const { lockout, failures } = lockoutAt(now);
    await lockout.unlock('u');
    expect(failures.delete).toHaveBeenCalledWith({ userId: 'u' });
  });
});
