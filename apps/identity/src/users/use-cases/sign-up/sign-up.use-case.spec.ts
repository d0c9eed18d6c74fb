import type { Repository } from 'typeorm';
import type { PasswordHasher } from '../../../credentials/password-hasher';
import type { SessionStore } from '../../../sessions/session-store';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { ConfirmationMail } from '../../confirmation-mail';
import type { User } from '../../entities/user.entity';
import type { UserEvents } from '../../user-events';
import { SignUpUseCase } from './sign-up.use-case';

const now = new Date('2026-05-01T00:00:00.000Z');

function setup(options: { taken?: boolean } = {}) {
  const inTransaction = { insert: jest.fn().mockResolvedValue(undefined) };
  const transactions = fakeTransactions(inTransaction);
  const { log } = transactions;
  const users = {
    existsBy: jest.fn().mockResolvedValue(options.taken ?? false),
    create: jest.fn((user: User) => user),
    manager: transactions,
  };
  const hasher = { hash: jest.fn().mockResolvedValue('$argon2id$hash') };
  const grant = { sessionToken: 't', userId: 'u', cookieMaxAgeSeconds: null };
  const sessions = { open: jest.fn().mockResolvedValue(grant) };
  const confirmation = { send: jest.fn(async () => void log.push('confirmation mail')) };
  const events = {
    registered: jest.fn(async () => void log.push('user.registered')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new SignUpUseCase(
    users as unknown as Repository<User>,
    hasher as unknown as PasswordHasher,
    sessions as unknown as SessionStore,
    confirmation as unknown as ConfirmationMail,
    events as unknown as UserEvents,
    fixedClock(now),
  );
  return {
    useCase,
    inTransaction,
    transaction: transactions.manager,
    log,
    sessions,
    confirmation,
    events,
    grant,
  };
}

const input = {
  name: ' Ada ',
  company: null,
  email: ' Ada@Example.COM ',
  password: 'violet-harbour-tram-42',
};

describe('SignUpUseCase', () => {
  it('stores a lower-cased email and the hash with its event and confirmation mail, flushed after commit', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events, sessions, grant } = setup();
    await expect(useCase.execute(input)).resolves.toEqual(grant);
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
    expect(log).toEqual(['user.registered', 'confirmation mail', 'commit', 'flush']);
    expect(sessions.open).toHaveBeenCalledWith(user.id, false, undefined);
  });

  it('refuses a taken email keyed user.email', async () => {
    const { useCase, inTransaction, log } = setup({ taken: true });
    const failure = await serviceFailure(useCase.execute(input));
    expect(failure.body().errors).toEqual({ 'user.email': ['Email has already been taken'] });
    expect(inTransaction.insert).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });

  it('refuses a common password keyed user.password', async () => {
    const { useCase } = setup();
    const failure = await serviceFailure(useCase.execute({ ...input, password: 'qwertyuiop' }));
    expect(Object.keys(failure.body().errors)).toEqual(['user.password']);
  });
});
