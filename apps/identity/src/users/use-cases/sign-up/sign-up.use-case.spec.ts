import type { Repository } from 'typeorm';
import type { PasswordHasher } from '../../../credentials';
import type { IdentityOptions } from '../../../identity.options';
import type { AccountMailer } from '../../../shared';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { ConfirmationMail } from '../../confirmation-mail';
import type { User } from '../../entities/user.entity';
import type { InvitationClaims } from '../../invitation-claims';
import type { UserEvents } from '../../user-events';
import { userFixture } from '../../../testing/user-fixture';
import { SignUpUseCase } from './sign-up.use-case';

const now = new Date('2026-05-01T00:00:00.000Z');

const owner = userFixture({ email: 'ada@example.com', name: 'Ada Owner' });

const team = { id: 3, shortId: 'k3rn3l', name: 'Kernel & Co' };

function setup(options: { taken?: boolean; claimed?: boolean; adminEmail?: string } = {}) {
  const inTransaction = {
    insert: jest.fn().mockResolvedValue(undefined),
    update: jest.fn(async (_entity: unknown, _where: unknown, _changes: Partial<User>) => undefined),
  };
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
  const invitations = {
    claim: jest.fn(async () => {
      log.push('claim');
      return options.claimed ? team : null;
    }),
  };
  const events = {
    registered: jest.fn(async () => void log.push('user.registered')),
    confirmed: jest.fn(async () => void log.push('user.confirmed')),
    updated: jest.fn(async () => void log.push('user.updated')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new SignUpUseCase(
    users as unknown as Repository<User>,
    { adminEmail: options.adminEmail } satisfies IdentityOptions,
    hasher as unknown as PasswordHasher,
    confirmation as unknown as ConfirmationMail,
    mailer as unknown as AccountMailer,
    invitations as unknown as InvitationClaims,
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
    invitations,
    events,
  };
}

const input = {
  name: ' Ada ',
  company: null,
  email: ' Ada@Example.COM ',
  password: 'violet-harbour-tram-42',
  invitationToken: null,
};
const unconfirmed = { done: true, confirmedUserId: null, joinedTeam: null };

describe('SignUpUseCase', () => {
  it('stores a lower-cased email and the hash with its event and confirmation mail, flushed after commit', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events } = setup();
    await expect(useCase.execute(input)).resolves.toEqual(unconfirmed);
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
    await expect(racing.useCase.execute(input)).resolves.toEqual(unconfirmed);
    expect(racing.mailer.send).toHaveBeenCalledWith(
      racing.transaction,
      expect.objectContaining({ to: 'ada@example.com', template: 'sign-up-attempt' }),
    );
  });

  it('through an invitation link, confirms the new account once teams claimed the invitation for it', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events, invitations } = setup({
      claimed: true,
    });
    const answer = await useCase.execute({ ...input, invitationToken: 'the-token' });
    const user = inTransaction.insert.mock.calls[0]?.[1] as User;
    expect(answer).toEqual({ done: true, confirmedUserId: user.id, joinedTeam: team });
    // Created unconfirmed; the claim names the account and its address as identity keeps it.
    expect(user).toMatchObject({ email: 'ada@example.com', confirmedAt: null, admin: false });
    expect(invitations.claim).toHaveBeenCalledWith({
      token: 'the-token',
      email: 'ada@example.com',
      userId: user.id,
    });
    expect(inTransaction.update.mock.calls).toEqual([
      [expect.anything(), { id: user.id }, { confirmedAt: now, updatedAt: now }],
    ]);
    expect(events.confirmed).toHaveBeenCalledWith(
      transaction,
      expect.objectContaining({ id: user.id, confirmedAt: now }),
    );
    expect(events.updated).not.toHaveBeenCalled();
    expect(confirmation.send).not.toHaveBeenCalled();
    expect(log).toEqual([
      'argon2',
      'user.registered',
      'commit',
      'flush',
      'claim',
      'user.confirmed',
      'commit',
      'flush',
    ]);
  });

  it('sends the confirmation mail instead, and confirms nothing, when the token claimed nothing', async () => {
    const { useCase, inTransaction, transaction, log, confirmation, events } = setup({ claimed: false });
    await expect(useCase.execute({ ...input, invitationToken: 'the-token' })).resolves.toEqual(unconfirmed);
    const user = inTransaction.insert.mock.calls[0]?.[1] as User;
    expect(confirmation.send).toHaveBeenCalledWith(transaction, user, 'ada@example.com');
    expect(inTransaction.update).not.toHaveBeenCalled();
    expect(events.confirmed).not.toHaveBeenCalled();
    expect(log).toEqual([
      'argon2',
      'user.registered',
      'commit',
      'flush',
      'claim',
      'confirmation mail',
      'commit',
      'flush',
    ]);
  });

  it('gives ADMIN_EMAIL its operator flag with the claim, as a followed confirmation link would', async () => {
    const { useCase, inTransaction, events } = setup({ claimed: true, adminEmail: ' ADA@example.com ' });
    await useCase.execute({ ...input, invitationToken: 'the-token' });
    const user = inTransaction.insert.mock.calls[0]?.[1] as User;
    expect(user.admin).toBe(false);
    expect(inTransaction.update.mock.calls[0]?.[2]).toEqual({
      confirmedAt: now,
      admin: true,
      updatedAt: now,
    });
    expect(events.updated).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ admin: true }));
  });

  it('never promotes ADMIN_EMAIL without a claim: the address is not proved yet', async () => {
    const { useCase, inTransaction, events } = setup({ claimed: false, adminEmail: 'ada@example.com' });
    await useCase.execute({ ...input, invitationToken: 'the-token' });
    await useCase.execute(input);
    expect(inTransaction.update).not.toHaveBeenCalled();
    expect(events.updated).not.toHaveBeenCalled();
  });

  it('never claims for a taken address: its owner is mailed as always and the invitation stays', async () => {
    const taken = setup({ taken: true, claimed: true });
    await expect(taken.useCase.execute({ ...input, invitationToken: 'the-token' })).resolves.toEqual(
      unconfirmed,
    );
    expect(taken.invitations.claim).not.toHaveBeenCalled();
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
