import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Profile } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { PasswordHasher } from '../../../credentials';
import { AccountMailer, Clock, fieldError, notFound } from '../../../shared';
import { ConfirmationMail } from '../../confirmation-mail';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';
import { toProfile } from '../get-profile/get-profile.use-case';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Saves name, company and the theme at once; a field left out keeps its value (the account menu sends the
 * theme alone). A new email asks for the current password and only applies once the link
 * sent to it is followed; the old address is told about the change. An address another account has is
 * answered exactly like a free one (no "already taken" oracle): it is kept as pending, but its owner
 * gets the "someone tried to use your address" mail instead of a link, so it can never be confirmed. The
 * change, its mails and user.updated commit together (outbox) and are published after.
 */
@Injectable()
export class UpdateProfileUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: ConfirmationMail,
    private readonly mailer: AccountMailer,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.update-profile'>): Promise<Profile> {
    const user = await this.users.findOneBy({ id: input.userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    const email = input.email === undefined ? undefined : input.email.trim().toLowerCase();
    const emailChanges = email !== undefined && email !== user.email && email !== user.unconfirmedEmail;
    const emailTaken =
      emailChanges && email !== undefined && (await this.checkNewEmail(user, email, input.currentPassword));
    const now = this.clock.now();
    const updated: User = {
      ...user,
      name: input.name === undefined ? user.name : input.name.trim(),
      company: input.company === undefined ? user.company : input.company?.trim() || null,
      // Typing the current address back cancels a pending change.
      unconfirmedEmail: email === undefined ? user.unconfirmedEmail : email === user.email ? null : email,
      themePreference: input.themePreference ?? user.themePreference,
      updatedAt: now,
    };
    await this.users.manager.transaction(async (manager) => {
      await manager.update(
        User,
        { id: user.id },
        {
          name: updated.name,
          company: updated.company,
          unconfirmedEmail: updated.unconfirmedEmail,
          themePreference: updated.themePreference,
          updatedAt: now,
        },
      );
      if (emailChanges && email !== undefined) {
        await this.announceNewEmail(manager, updated, email, emailTaken);
      }
      if (updated.name !== user.name) await this.events.updated(manager, updated);
    });
    await this.events.flush();
    return toProfile(updated);
  }

  /** Whether another account has the new address (after the password check, so it costs the same). */
  private async checkNewEmail(user: User, email: string, currentPassword?: string): Promise<boolean> {
    if (!currentPassword) {
      throw fieldError(
        'current_password_required',
        'currentPassword',
        'Current password is required to change your email',
      );
    }
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw fieldError('current_password_incorrect', 'currentPassword', 'Current password is incorrect');
    }
    return this.users.existsBy({ email });
  }

  private async announceNewEmail(
    manager: EntityManager,
    user: User,
    email: string,
    taken: boolean,
  ): Promise<void> {
    if (taken) {
      const hour = Math.floor(this.clock.now().getTime() / HOUR_MS);
      await this.mailer.send(manager, {
        mailId: `sign-up-attempt:${email}:${hour}`,
        to: email,
        template: 'sign-up-attempt',
        variables: { name: '' },
        target: { page: 'sign-in' },
      });
    } else {
      await this.confirmation.send(manager, user, email);
    }
    await this.mailer.send(manager, {
      mailId: `email-changed:${user.id}:${this.clock.now().getTime()}`,
      to: user.email,
      template: 'email-changed',
      variables: { name: user.name, newEmail: email },
      target: { page: 'profile' },
    });
  }
}
