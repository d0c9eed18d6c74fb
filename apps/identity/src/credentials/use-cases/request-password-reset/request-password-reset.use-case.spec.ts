import type { Repository } from 'typeorm';
import type { AccountMailer } from '../../../shared';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import type { AccountTokens } from '../../../tokens';
import type { User } from '../../../users';
import { userFixture } from '../../../testing/user-fixture';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';

const now = new Date('2026-05-01T10:30:00.000Z');

function setup(user: User | null) {
  const transactions = fakeTransactions({});
  const { log } = transactions;
  const users = { findOneBy: jest.fn().mockResolvedValue(user), manager: transactions };
  const tokens = { issue: jest.fn(async () => ({ id: 'token-id', secret: 's3cret' })) };
  const mailer = {
    send: jest.fn(async (_manager: unknown, mail: { template: string }) => void log.push(mail.template)),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new RequestPasswordResetUseCase(
    users as unknown as Repository<User>,
    tokens as unknown as AccountTokens,
    mailer as unknown as AccountMailer,
    fixedClock(now),
  );
  return { useCase, log, mailer, tokens, transaction: transactions.manager };
}

describe('RequestPasswordResetUseCase', () => {
  it('mails a known address its reset link, staged with the token and flushed after the commit', async () => {
    const known = setup(userFixture());
    await expect(known.useCase.execute({ email: ' Ada@Example.com ' })).resolves.toEqual({ done: true });
    expect(known.log).toEqual(['reset-password', 'commit', 'flush']);
    expect(known.mailer.send).toHaveBeenCalledWith(known.transaction, {
      mailId: 'reset-password:token-id',
      to: 'ada@example.com',
      template: 'reset-password',
      variables: { name: 'Ada Lovelace' },
      target: { page: 'reset-password', token: 's3cret' },
    });
  });

  it('does the same work for an unknown address (one mail staged in a transaction, then a flush)', async () => {
    const unknown = setup(null);
    await expect(unknown.useCase.execute({ email: 'Nobody@Example.com' })).resolves.toEqual({ done: true });
    expect(unknown.log).toEqual(['reset-password-no-account', 'commit', 'flush']);
    expect(unknown.tokens.issue).not.toHaveBeenCalled();
    const mail = unknown.mailer.send.mock.calls[0]?.[1] as unknown as { mailId: string; to: string };
    expect(mail.to).toBe('nobody@example.com');
    // One a day at most per address: the id repeats within the day, so the mail sender drops repeats.
    expect(mail.mailId).toMatch(/^reset-password-no-account:[0-9a-f]{64}:20574$/);
  });
});
