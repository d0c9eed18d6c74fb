import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { AccountMailer } from '../../../mail/account-mailer';
import { ACCOUNT_LIMITS } from '../../../shared/durations';
import { AccountTokens } from '../../../tokens/account-tokens';
import { User } from '../../../users/entities/user.entity';

/** Mails a single-use reset link valid for 6 hours. Same answer whether or not the email has an account. */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(email: string): Promise<{ done: true }> {
    const user = await this.users.findOneBy({ email: email.trim().toLowerCase() });
    if (!user) return { done: true };
    // The token and its mail commit together (outbox), so an issued link is never left unsent.
    await this.users.manager.transaction(async (manager) => {
      const token = await this.tokens.issue(manager, user.id, 'reset-password', ACCOUNT_LIMITS.resetTokenMs);
      await this.mailer.send(manager, {
        mailId: `reset-password:${token.id}`,
        to: user.email,
        template: 'reset-password',
        variables: {
          name: user.name,
          path: `/users/password/edit?reset_password_token=${encodeURIComponent(token.secret)}`,
        },
      });
    });
    await this.mailer.flush();
    return { done: true };
  }
}
