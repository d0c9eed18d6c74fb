import type { Repository } from 'typeorm';
import type { PasswordHasher } from '../../../credentials';
import type { AccountMailer } from '../../../shared';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { ConfirmationMail } from '../../confirmation-mail';
import type { User } from '../../entities/user.entity';
import type { UserEvents } from '../../user-events';
import { userFixture } from '../../../testing/user-fixture';
import { SignUpUseCase } from './sign-up.use-case';

const now = new Date('2026-05-01T00:00:00.000Z');

const owner = userFixture({ email: 'ada@example.com', name: 'Ada Owner' });

function setup(options: { taken?: boolean } = {}) {
  const inTransaction = { insert: jest.fn().mockResolvedValue(undefined) };
  const transactions = fakeTransactions(inTransaction);
  const { log } = transactions;
  const users = {
    findOneBy: jest.fn().mockResolvedValue(options.taken ? owner : null),
    create: jest.fn((user: User) => user),
    manager: transactions,
  };
  const hasher = {
    hash: jest.fn(async () => {
      log.push('argon2');
      return '$argon2id$hash';
    }),
  };
  const confirmation = { send: jest.fn(async () => void log.push('confirmation mail')) };
  const mailer = {
    send: jest.fn(async () => void log.push('owner mail')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const events = {
    registered: jest.fn(async () => void log.push('user.registered')),
    confirmed: jest.fn(async () => void log.push('user.confirmed')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new SignUpUseCase(
    users as unknown as Repository<User>,
    hasher as unknown as PasswordHasher,
    confirmation as unknown as ConfirmationMail,
    mailer as unknown as AccountMailer,
    events as unknown as UserEvents,
    fixedClock(now),
  );
  return {
    useCase,
    users,
    inTransaction,
    transaction: transactions.manager,
    log,
    hasher,
    confirmation,
    mailer,
    events,
  };
}

const input = {
  name: ' Ada ',
  company: null,
  email: ' Ada@Example.COM ',
  password: 'violet-harbour-tram-42',
  emailProved: false,
};

describe('SignUpUseCase', () => {
  it('stores a lower-cased email and the hash with its event and confirmation mail, flushed after commit', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events } = setup();
    await expect(useCase.execute(input)).resolves.toEqual({ done: true, confirmedUserId: null });
    const user = inTransaction.insert.mock.calls[0]?.[1] as User;
    expect(user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      passwordHash: '$argon2id$hash',
      admin: false,
      confirmedAt: null,
      createdAt: now,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirmation.send).toHaveBeenCalledWith(transaction, user, 'ada@example.com');
    expect(events.registered).toHaveBeenCalledWith(transaction, user);
    expect(log).toEqual(['argon2', 'user.registered', 'confirmation mail', 'commit', 'flush']);
  });

  it('answers a taken email exactly like a fresh one, and mails its owner instead (after the same argon2 work)', async () => {
    const fresh = setup();
    const taken = setup({ taken: true });
    const freshAnswer = await fresh.useCase.execute(input);
    await expect(taken.useCase.execute(input)).resolves.toEqual(freshAnswer);
    expect(taken.inTransaction.insert).not.toHaveBeenCalled();
    expect(taken.hasher.hash).toHaveBeenCalledWith(input.password);
    expect(taken.log).toEqual(['argon2', 'owner mail', 'commit', 'flush']);
    expect(taken.mailer.send).toHaveBeenCalledWith(taken.transaction, {
      mailId: `sign-up-attempt:${owner.id}:${Math.floor(now.getTime() / 3_600_000)}`,
      to: 'ada@example.com',
      template: 'sign-up-attempt',
      variables: { name: 'Ada Owner' },
      target: { page: 'sign-in' },
    });
    expect(taken.confirmation.send).not.toHaveBeenCalled();
  });

  it('mails the owner too when the address was taken between the check and the insert', async () => {
    const racing = setup();
    racing.users.findOneBy.mockResolvedValueOnce(null).mockResolvedValueOnce(owner);
    racing.inTransaction.insert.mockRejectedValueOnce({ code: '23505' });
    await expect(racing.useCase.execute(input)).resolves.toEqual({ done: true, confirmedUserId: null });
    expect(racing.mailer.send).toHaveBeenCalledWith(
      racing.transaction,
      expect.objectContaining({ to: 'ada@example.com', template: 'sign-up-attempt' }),
    );
  });

  it('confirms at once, without a confirmation mail, an address an invitation proved', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events } = setup();
    const answer = await useCase.execute({ ...input, emailProved: true });
    const user = inTransaction.insert.mock.calls[0]?.[1] as User;
    expect(answer).toEqual({ done: true, confirmedUserId: user.id });
    expect(user).toMatchObject({ email: 'ada@example.com', confirmedAt: now, admin: false });
    expect(events.confirmed).toHaveBeenCalledWith(transaction, user);
    expect(confirmation.send).not.toHaveBeenCalled();
    expect(log).toEqual(['argon2', 'user.registered', 'user.confirmed', 'commit', 'flush']);
  });

  it('never confirms a taken address, even with a proof: its owner is mailed as always', async () => {
    const taken = setup({ taken: true });
    await expect(taken.useCase.execute({ ...input, emailProved: true })).resolves.toEqual({
      done: true,
      confirmedUserId: null,
    });
    expect(taken.inTransaction.insert).not.toHaveBeenCalled();
    expect(taken.events.confirmed).not.toHaveBeenCalled();
    expect(taken.log).toEqual(['argon2', 'owner mail', 'commit', 'flush']);
  });

  it('refuses a common password keyed user.password', async () => {
    const { useCase } = setup();
    const failure = await serviceFailure(useCase.execute({ ...input, password: 'qwertyuiop' }));
    expect(failure.code).toBe('weak_password');
    expect(Object.keys(failure.domainError.fields)).toEqual(['password']);
  });
});
