import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { identityTables } from '../identity.tables';
import { ACCOUNT_LIMITS, AccountMailer, Clock } from '../shared';
import { AccountTokens } from '../tokens';
import type { User } from '../users';
import { SignInFailure } from './entities/sign-in-failure.entity';

/**
 * Ten failed sign-ins in a row from one client address lock the account for that address for an hour, or until
 * the emailed unlock link is used (which lifts every lock of the account). Counting per account and address
 * means a stranger cannot lock the owner out; the cost is that an attacker with many addresses gets ten guesses
 * per address an hour (docs/accounts.md).
 */
@Injectable()
export class Lockout {
  constructor(
    @InjectRepository(SignInFailure) private readonly failures: Repository<SignInFailure>,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
    private readonly clock: Clock,
  ) {}

  async isLocked(userId: string, client: string): Promise<boolean> {
    const row = await this.failures.findOneBy({ userId, client });
    if (!row?.lockedAt) return false;
    return this.clock.now().getTime() - row.lockedAt.getTime() < ACCOUNT_LIMITS.lockMs;
  }

  /** Counts a failure (in one statement, so parallel attempts all count); locks and mails at the tenth. */
  async recordFailure(user: User, client: string): Promise<void> {
    const table = identityTables.sign_in_failures;
    const counted = await selectRows<{ failed_count: number }>(
      this.failures.manager,
      `INSERT INTO ${table} ("user_id", "client", "failed_count") VALUES ($1, $2, 1)
       ON CONFLICT ("user_id", "client") DO UPDATE SET "failed_count" = ${table}."failed_count" + 1
       RETURNING "failed_count"`,
      [user.id, client],
    );
    if ((counted[0]?.failed_count ?? 0) < ACCOUNT_LIMITS.maxFailedSignIns) return;
    // The lock, the unlock token and its mail commit together (outbox): a lock never comes without its link.
    await this.failures.manager.transaction(async (manager) => {
      await manager.update(
        SignInFailure,
        { userId: user.id, client },
        { lockedAt: this.clock.now(), failedCount: 0 },
      );
      await this.stageUnlockLink(manager, user);
    });
    await this.mailer.flush();
  }

  /** A successful sign-in from this address starts its count again. */
  async forgetFailures(userId: string, client: string): Promise<void> {
    await this.failures.delete({ userId, client });
  }

  /** The unlock link and a password reset lift every lock of the account. */
  async unlock(userId: string): Promise<void> {
    await this.failures.delete({ userId });
  }

  private async stageUnlockLink(manager: EntityManager, user: User): Promise<void> {
    const token = await this.tokens.issue(manager, user.id, 'unlock-account', ACCOUNT_LIMITS.unlockTokenMs);
    await this.mailer.send(manager, {
      mailId: `unlock-account:${token.id}`,
      to: user.email,
      template: 'unlock-account',
      variables: { name: user.name },
      target: { page: 'unlock', token: token.secret },
    });
  }
}
