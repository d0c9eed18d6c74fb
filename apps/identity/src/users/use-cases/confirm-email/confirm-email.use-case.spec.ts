import type { Repository } from 'typeorm';
import type { IdentityOptions } from '../../../identity.options';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { AccountTokens } from '../../../tokens';
import type { User } from '../../entities/user.entity';
import { userFixture } from '../../../testing/user-fixture';
import type { UserEvents } from '../../user-events';
import { ConfirmEmailUseCase } from './confirm-email.use-case';

const now = new Date('2026-05-01T00:00:00.000Z');

function setup(user: User, tokenEmail: string | null, valid = true, adminEmail?: string) {
  // Everything happens in the transaction: the token is used up, the user read and changed, the events staged.
  const inTransaction = {
    findOneBy: jest.fn().mockResolvedValue(user),
    update: jest.fn(async (_entity: unknown, _where: unknown, _changes: Partial<User>) => undefined),
  };
  const transactions = fakeTransactions(inTransaction);
  const { log } = transactions;
  const users = { manager: transactions };
  const tokens = {
    consume: jest.fn().mockResolvedValue(valid ? { userId: user.id, email: tokenEmail } : null),
  };
  const events = {
    confirmed: jest.fn(async () => void log.push('user.confirmed')),
    updated: jest.fn(async () => void log.push('user.updated')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new ConfirmEmailUseCase(
    users as unknown as Repository<User>,
    { adminEmail } satisfies IdentityOptions,
    tokens as unknown as AccountTokens,
    events as unknown as UserEvents,
    fixedClock(now),
  );
  /** The `(where, changes)` of each update the use case made in the transaction. */
  const updates = () => inTransaction.update.mock.calls.map(([, where, changes]) => [where, changes]);
  return { useCase, updates, events, log, tokens, transaction: transactions.manager };
}

describe('ConfirmEmailUseCase', () => {
  it('confirms a new account and publishes user.confirmed', async () => {
    const user = userFixture({ confirmedAt: null });
    const { useCase, updates, events, log, tokens, transaction } = setup(user, user.email);
    await useCase.execute({ token: 'tok' });
    expect(updates()).toEqual([[{ id: user.id }, expect.objectContaining({ confirmedAt: now })]]);
    expect(tokens.consume).toHaveBeenCalledWith('tok', 'confirm-email', transaction);
    expect(events.confirmed).toHaveBeenCalledWith(transaction, expect.objectContaining({ id: user.id }));
    expect(events.updated).not.toHaveBeenCalled();
    expect(log).toEqual(['user.confirmed', 'commit', 'flush']);
  });

  it('switches a confirmed account to its pending new email and publishes user.updated', async () => {
    const user = userFixture({ unconfirmedEmail: 'ada@new.example' });
    const { useCase, updates, events } = setup(user, 'ada@new.example');
    await useCase.execute({ token: 'tok' });
    expect(updates()).toEqual([
      [{ id: user.id }, expect.objectContaining({ email: 'ada@new.example', unconfirmedEmail: null })],
    ]);
    expect(events.updated).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ email: 'ada@new.example', updatedAt: now }),
    );
    expect(events.confirmed).not.toHaveBeenCalled();
  });

  it('gives the admin flag when the confirmed address is ADMIN_EMAIL, and only then', async () => {
    const user = userFixture({ email: 'ops@example.com', confirmedAt: null, admin: false });
    const { useCase, updates, events } = setup(user, user.email, true, ' Ops@Example.com ');
    await useCase.execute({ token: 'tok' });
    expect(updates()).toEqual([[{ id: user.id }, expect.objectContaining({ admin: true })]]);
    expect(events.updated).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ admin: true }));
    const other = setup(userFixture({ confirmedAt: null }), null, true, 'ops@example.com');
    await other.useCase.execute({ token: 'tok' });
    expect(other.updates()[0]?.[1]).not.toHaveProperty('admin');
  });

  it('never gives the admin flag to an account that signed in by SSO (a team provider vouched for it)', async () => {
    const user = userFixture({
      email: 'ops@example.com',
      unconfirmedEmail: null,
      ssoLinkedAt: new Date('2026-04-01T00:00:00.000Z'),
    });
    const { useCase, updates, events } = setup(user, user.email, true, 'ops@example.com');
    await useCase.execute({ token: 'tok' });
    expect(updates()[0]?.[1]).not.toHaveProperty('admin');
    expect(events.updated).not.toHaveBeenCalled();
  });

  it('refuses a link for an address that is no longer pending', async () => {
    const user = userFixture({ unconfirmedEmail: 'other@new.example' });
    const { useCase, updates } = setup(user, 'ada@new.example');
    const failure = await serviceFailure(useCase.execute({ token: 'tok' }));
    expect(failure.kind).toBe('invalid');
    expect(updates()).toEqual([]);
  });

  it('refuses an unknown, used or expired token', async () => {
    const { useCase } = setup(userFixture(), null, false);
    expect((await serviceFailure(useCase.execute({ token: 'tok' }))).domainError.fields).toHaveProperty(
      'confirmationToken',
    );
  });
});
