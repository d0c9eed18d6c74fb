import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACCOUNT_LIMITS, AccountMailer } from '../shared';
import { AccountTokens } from '../tokens';
import type { User } from './entities/user.entity';

/**
 * Issues a confirmation token for an address (the account's, or a new one from the profile) and stages its
 * mail, both in the caller's transaction; the caller flushes the mailer once it committed.
 */
@Injectable()
export class ConfirmationMail {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
  ) {}

  async send(manager: EntityManager, user: User, address: string): Promise<void> {
    const token = await this.tokens.issue(
      manager,
      user.id,
      'confirm-email',
      ACCOUNT_LIMITS.confirmationTokenMs,
      address,
    );
    await this.mailer.send(manager, {
      mailId: `confirm-email:${token.id}`,
      to: address,
      template: 'confirm-email',
      variables: { name: user.name },
      target: { page: 'confirm-email', token: token.secret },
    });
  }
}
