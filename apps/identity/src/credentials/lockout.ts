import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { AccountMailer } from '../mail/account-mailer';
import { Clock } from '../shared/clock';
import { ACCOUNT_LIMITS } from '../shared/durations';
import { AccountTokens } from '../tokens/account-tokens';
import { User } from '../users/entities/user.entity';

/** Ten failed sign-ins in a row lock an account for an hour, or until the emailed unlock link is used. */
@Injectable()
export class Lockout {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
    private readonly clock: Clock,
  ) {}

  isLocked(user: User): boolean {
    if (!user.lockedAt) return false;
    return this.clock.now().getTime() - user.lockedAt.getTime() < ACCOUNT_LIMITS.lockMs;
  }

  /** Counts a failure (atomically, so parallel attempts all count); true when this one locked the account. */
  async recordFailure(user: User): Promise<boolean> {
    await this.users.increment({ id: user.id }, 'failedSignInCount', 1);
    const counted = await this.users.findOneBy({ id: user.id });
    if (!counted || counted.failedSignInCount < ACCOUNT_LIMITS.maxFailedSignIns) return false;
    await this.users.update({ id: user.id }, { lockedAt: this.clock.now(), failedSignInCount: 0 });
    await this.sendUnlockLink(user);
    return true;
  }

  async unlock(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { lockedAt: null, failedSignInCount: 0 });
  }

  private async sendUnlockLink(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'unlock-account', ACCOUNT_LIMITS.unlockTokenMs);
    await this.mailer.send({
      mailId: `unlock-account:${token.id}`,
      to: user.email,
      template: 'unlock-account',
      variables: { name: user.name, path: `/users/unlock?unlock_token=${encodeURIComponent(token.secret)}` },
    });
  }
}
