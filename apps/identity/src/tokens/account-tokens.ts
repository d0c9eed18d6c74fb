import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { Clock, hashSecret, newSecret } from '../shared';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity';

export interface IssuedToken {
  id: string;
  /** The secret for the email link; never stored. */
  secret: string;
}

/** Single-use emailed secrets, stored hashed, valid for a limited time. */
@Injectable()
export class AccountTokens {
  constructor(
    @InjectRepository(AccountToken) private readonly tokens: Repository<AccountToken>,
    private readonly clock: Clock,
  ) {}

  /**
   * A new token; earlier unused tokens of the same purpose for the user stop working. Written through
   * `manager`, the transaction that also stages the mail carrying it.
   */
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: AccountTokenPurpose,
    lifetimeMs: number,
    email: string | null = null,
  ): Promise<IssuedToken> {
    const now = this.clock.now();
    const tokens = manager.getRepository(AccountToken);
    await tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
    const secret = newSecret();
    const id = randomUUID();
    await tokens.insert({
      id,
      userId,
      purpose,
      email,
      tokenHash: hashSecret(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      usedAt: null,
    });
    return { id, secret };
  }

  /** Every unused token of the user stops working (an account taken back from whoever registered it first). */
  async retireAll(manager: EntityManager, userId: string): Promise<void> {
    await manager
      .getRepository(AccountToken)
      .update({ userId, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }

  /**
   * Uses a token up; null when unknown, already used, expired or for another purpose. Pass `manager` to use it
   * up inside the caller's transaction (given back if that rolls back).
   */
  async consume(
    secret: string,
    purpose: AccountTokenPurpose,
    manager?: EntityManager,
  ): Promise<AccountToken | null> {
    const now = this.clock.now();
    const tokens = manager ? manager.getRepository(AccountToken) : this.tokens;
    const token = await tokens.findOneBy({ tokenHash: hashSecret(secret), purpose });
    if (!token || token.usedAt || token.expiresAt <= now) return null;
    // Conditional update: of two concurrent uses, only one wins.
    const result = await tokens.update({ id: token.id, usedAt: IsNull() }, { usedAt: now });
    return result.affected === 1 ? token : null;
  }
}
