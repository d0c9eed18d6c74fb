import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, fieldError } from '../../../shared';
import { AccountTokens } from '../../../tokens';
import { promotedByAdminEmail } from '../../admin-email';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';
import { isUniqueViolation } from '../../unique-violation';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../../../identity.options';

export const INVALID_CONFIRMATION =
  'This confirmation link is invalid or has expired. Request a new one below.';

/**
 * Follows a confirmation link: confirms the account, or switches it to the new address asked for on the
 * profile page (which only then becomes the sign-in email). ADMIN_EMAIL's flag is given here, once the address
 * is proved (or at sign-up through an invitation claimed for that address, which proves it as well), never to
 * an account that signed in by SSO. The token is used up, the account changed and its events staged (outbox) in
 * one transaction.
 */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    private readonly tokens: AccountTokens,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.confirm-email'>): Promise<{ userId: string }> {
    let userId: string;
    try {
      userId = await this.users.manager.transaction((manager) => this.confirm(manager, input.token));
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid();
      throw error;
    }
    await this.events.flush();
    return { userId };
  }

  private async confirm(manager: EntityManager, secret: string): Promise<string> {
    const token = await this.tokens.consume(secret, 'confirm-email', manager);
    const user = token ? await manager.findOneBy(User, { id: token.userId }) : null;
    if (!token || !user) throw invalid();
    const now = this.clock.now();
    const wasConfirmed = user.confirmedAt !== null;
    const newEmail = token.email && token.email !== user.email ? token.email : null;
    if (newEmail && user.unconfirmedEmail !== newEmail) throw invalid();
    const confirmedEmail = newEmail ?? user.email;
    const promote = promotedByAdminEmail(this.options, user, confirmedEmail);
    await manager.update(
      User,
      { id: user.id },
      {
        confirmedAt: user.confirmedAt ?? now,
        ...(newEmail ? { email: newEmail, unconfirmedEmail: null } : {}),
        ...(promote ? { admin: true } : {}),
        updatedAt: now,
      },
    );
    const confirmed: User = {
      ...user,
      confirmedAt: user.confirmedAt ?? now,
      email: confirmedEmail,
      ...(newEmail ? { unconfirmedEmail: null } : {}),
      admin: user.admin || promote,
      updatedAt: now,
    };
    if (!wasConfirmed) await this.events.confirmed(manager, confirmed);
    if (newEmail || promote) await this.events.updated(manager, confirmed);
    return user.id;
  }
}

function invalid() {
  return fieldError('invalid_confirmation_token', 'confirmationToken', INVALID_CONFIRMATION);
}
