import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { ACCOUNT_LIMITS, AccountMailer, Clock } from '../../../shared';
import { AccountTokens } from '../../../tokens';
import { User } from '../../../users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails a single-use reset link valid for 6 hours. Same answer, and the same work, whether or not the email
 * has an account: an unknown address is mailed that it has none (at most once a day), staged and flushed
 * like a reset link, so neither the answer nor its timing tells which addresses exist.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.request-password-reset'>): Promise<{ done: true }> {
    const address = input.email.trim().toLowerCase();
    const user = await this.users.findOneBy({ email: address });
    // The token and its mail commit together (outbox), so an issued link is never left unsent.
    await this.users.manager.transaction(async (manager) => {
      if (!user) {
        const day = Math.floor(this.clock.now().getTime() / DAY_MS);
        const digest = createHash('sha256').update(address).digest('hex');
        await this.mailer.send(manager, {
          mailId: `reset-password-no-account:${digest}:${day}`,
          to: address,
          template: 'reset-password-no-account',
          variables: {},
        });
        return;
      }
      const token = await this.tokens.issue(manager, user.id, 'reset-password', ACCOUNT_LIMITS.resetTokenMs);
      await this.mailer.send(manager, {
        mailId: `reset-password:${token.id}`,
        to: user.email,
        template: 'reset-password',
        variables: { name: user.name },
        target: { page: 'reset-password', token: token.secret },
      });
    });
    await this.mailer.flush();
    return { done: true };
  }
}
