import type { Repository } from 'typeorm';
import { type AccountMailer, Clock } from '../shared';
import { fakeTransactions } from '../testing/fake-transactions';
import type { AccountTokens } from '../tokens';
import { userFixture } from '../testing/user-fixture';
import type { SignInFailure } from './entities/sign-in-failure.entity';
import { Lockout } from './lockout';

const CLIENT = '203.0.113.9';

function lockoutAt(now: Date, options: { counted?: number; lockedAt?: Date | null } = {}) {
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(now);
  const inTransaction = { update: jest.fn().mockResolvedValue(undefined) };
  const transactions = fakeTransactions(inTransaction);
  const { log } = transactions;
  // The counting statement runs on the repository's manager (its query runner answers a structured result).
  const counting = jest
    .fn()
    .mockResolvedValue({ records: [{ failed_count: options.counted ?? 1 }], affected: 1 });
  const failures = {
    manager: Object.assign(transactions, { queryRunner: { query: counting } }),
    findOneBy: jest
      .fn()
      .mockResolvedValue(
        options.lockedAt === undefined ? null : { failedCount: 0, lockedAt: options.lockedAt },
      ),
    update: jest.fn().mockResolvedValue(undefined),
    delete: jest.fn().mockResolvedValue(undefined),
  };
  const tokens = { issue: jest.fn().mockResolvedValue({ id: 'token-1', secret: 's3cret' }) };
  const mailer = {
    send: jest.fn(async () => void log.push('unlock mail')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const lockout = new Lockout(
    failures as unknown as Repository<SignInFailure>,
    tokens as unknown as AccountTokens,
    mailer as unknown as AccountMailer,
    clock,
  );
  return {
    lockout,
    failures,
    counting,
    inTransaction,
    tokens,
    mailer,
    log,
    transaction: transactions.manager,
  };
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
    const { lockout, counting, inTransaction, mailer, log } = lockoutAt(now, { counted: 9 });
    await lockout.recordFailure(userFixture(), CLIENT);
    expect(counting.mock.calls[0]?.[1]).toEqual([userFixture().id, CLIENT]);
    expect(inTransaction.update).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });

  it('locks at the tenth failure and stages the unlock link with the lock, flushed after commit', async () => {
    const { lockout, inTransaction, tokens, mailer, log, transaction } = lockoutAt(now, { counted: 10 });
    await lockout.recordFailure(userFixture(), CLIENT);
    expect(inTransaction.update).toHaveBeenCalledWith(
      expect.anything(),
      { userId: userFixture().id, client: CLIENT },
      { lockedAt: now, failedCount: 0 },
    );
    expect(tokens.issue).toHaveBeenCalledWith(
      transaction,
      userFixture().id,
      'unlock-account',
      expect.any(Number),
    );
    expect(log).toEqual(['unlock mail', 'commit', 'flush']);
    expect(mailer.send).toHaveBeenCalledWith(
      transaction,
      expect.objectContaining({
        template: 'unlock-account',
        target: { page: 'unlock', token: 's3cret' },
      }),
    );
  });

  it('unlocks every address of the account at once', async () => {
    const { lockout, failures } = lockoutAt(now);
    await lockout.unlock('u');
    expect(failures.delete).toHaveBeenCalledWith({ userId: 'u' });
  });
});
