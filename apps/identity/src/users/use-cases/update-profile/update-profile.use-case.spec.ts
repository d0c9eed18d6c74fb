import type { Repository } from 'typeorm';
import type { PasswordHasher } from '../../../credentials';
import type { AccountMailer } from '../../../shared';
import { fakeTransactions } from '../../../testing/fake-transactions';
import { fixedClock } from '../../../testing/fixed-clock';
import { serviceFailure } from '../../../testing/service-failure';
import type { ConfirmationMail } from '../../confirmation-mail';
import type { User } from '../../entities/user.entity';
import { userFixture } from '../../../testing/user-fixture';
import type { UserEvents } from '../../user-events';
import { UpdateProfileUseCase } from './update-profile.use-case';

function setup(options: { passwordOk?: boolean; emailTaken?: boolean; user?: User } = {}) {
  const user = options.user ?? userFixture();
  const inTransaction = { update: jest.fn().mockResolvedValue(undefined) };
  const transactions = fakeTransactions(inTransaction);
  const { log } = transactions;
  const users = {
    findOneBy: jest.fn().mockResolvedValue(user),
    existsBy: jest.fn().mockResolvedValue(options.emailTaken ?? false),
    manager: transactions,
  };
  const hasher = { verify: jest.fn().mockResolvedValue(options.passwordOk ?? true) };
  const confirmation = { send: jest.fn(async () => void log.push('confirmation mail')) };
  const mailer = { send: jest.fn(async () => void log.push('email-changed mail')) };
  const events = {
    updated: jest.fn(async () => void log.push('user.updated')),
    flush: jest.fn(async () => void log.push('flush')),
  };
  const useCase = new UpdateProfileUseCase(
    users as unknown as Repository<User>,
    hasher as unknown as PasswordHasher,
    confirmation as unknown as ConfirmationMail,
    mailer as unknown as AccountMailer,
    events as unknown as UserEvents,
    fixedClock(new Date('2026-05-01T00:00:00.000Z')),
  );
  return {
    useCase,
    inTransaction,
    log,
    confirmation,
    mailer,
    events,
    user,
    transaction: transactions.manager,
  };
}

describe('UpdateProfileUseCase', () => {
  it('saves name and company without asking for the password', async () => {
    const { useCase, user, events, log, transaction } = setup();
    const profile = await useCase.execute({
      userId: user.id,
      name: 'Ada King',
      company: ' ',
      email: user.email,
    });
    expect(profile).toEqual({
      name: 'Ada King',
      company: null,
      email: user.email,
      unconfirmedEmail: null,
      themePreference: 'system',
    });
    expect(events.updated).toHaveBeenCalledWith(transaction, expect.objectContaining({ name: 'Ada King' }));
    expect(log).toEqual(['user.updated', 'commit', 'flush']);
  });

  it('needs the current password for a new email', async () => {
    const { useCase, user } = setup();
    const missing = await serviceFailure(
      useCase.execute({ userId: user.id, name: user.name, company: null, email: 'new@example.com' }),
    );
    expect(missing.domainError.fields).toHaveProperty('currentPassword');
  });

  it('refuses a wrong current password', async () => {
    const wrong = setup({ passwordOk: false });
    const request = { name: 'Ada', company: null, email: 'new@example.com', currentPassword: 'x' };
    const a = await serviceFailure(wrong.useCase.execute({ userId: wrong.user.id, ...request }));
    expect(a.domainError.fields).toHaveProperty('currentPassword');
  });

  it("answers a taken address like a free one, and mails that address's owner instead of a link", async () => {
    const request = {
      name: 'Ada Lovelace',
      company: null,
      email: 'Taken@Example.com',
      currentPassword: 'right',
    };
    const free = setup();
    const taken = setup({ emailTaken: true });
    const freeAnswer = await free.useCase.execute({ userId: free.user.id, ...request });
    await expect(taken.useCase.execute({ userId: taken.user.id, ...request })).resolves.toEqual(freeAnswer);
    expect(taken.confirmation.send).not.toHaveBeenCalled();
    expect(taken.mailer.send).toHaveBeenCalledWith(taken.transaction, {
      mailId: `sign-up-attempt:taken@example.com:${Math.floor(Date.parse('2026-05-01T00:00:00.000Z') / 3_600_000)}`,
      to: 'taken@example.com',
      template: 'sign-up-attempt',
      variables: { name: '' },
      target: { page: 'sign-in' },
    });
    expect(taken.log).toEqual(['email-changed mail', 'email-changed mail', 'commit', 'flush']);
  });

  it('keeps the sign-in email until the new one is confirmed, and tells the old address', async () => {
    const { useCase, user, confirmation, mailer, log, transaction } = setup();
    const profile = await useCase.execute({
      userId: user.id,
      name: user.name,
      company: null,
      email: 'New@Example.com',
      currentPassword: 'right',
    });
    expect(profile).toMatchObject({ email: user.email, unconfirmedEmail: 'new@example.com' });
    expect(confirmation.send).toHaveBeenCalledWith(transaction, expect.anything(), 'new@example.com');
    expect(mailer.send).toHaveBeenCalledWith(
      transaction,
      expect.objectContaining({ to: user.email, template: 'email-changed' }),
    );
    expect(log).toEqual(['confirmation mail', 'email-changed mail', 'commit', 'flush']);
  });

  it('cancels a pending change when the current address is typed back', async () => {
    const { useCase, user, inTransaction } = setup({
      user: userFixture({ unconfirmedEmail: 'new@example.com' }),
    });
    await useCase.execute({ userId: user.id, name: user.name, company: null, email: user.email });
    expect(inTransaction.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: user.id },
      expect.objectContaining({ unconfirmedEmail: null }),
    );
  });

  it('saves the theme alone, keeping every other field and a pending email change', async () => {
    const { useCase, user, inTransaction, events, confirmation, log } = setup({
      user: userFixture({ company: 'Engines Ltd', unconfirmedEmail: 'new@example.com' }),
    });
    const profile = await useCase.execute({ userId: user.id, themePreference: 'dark' });
    expect(profile).toEqual({
      name: user.name,
      company: 'Engines Ltd',
      email: user.email,
      unconfirmedEmail: 'new@example.com',
      themePreference: 'dark',
    });
    expect(inTransaction.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: user.id },
      expect.objectContaining({
        name: user.name,
        company: 'Engines Ltd',
        unconfirmedEmail: 'new@example.com',
        themePreference: 'dark',
      }),
    );
    // Nothing other services know about changed, and no mail goes out.
    expect(events.updated).not.toHaveBeenCalled();
    expect(confirmation.send).not.toHaveBeenCalled();
    expect(log).toEqual(['commit', 'flush']);
  });

  it('keeps the stored theme when the profile form is saved without one', async () => {
    const { useCase, user } = setup({ user: userFixture({ themePreference: 'light' }) });
    const profile = await useCase.execute({ userId: user.id, name: 'Ada', company: null, email: user.email });
    expect(profile.themePreference).toBe('light');
  });
});
