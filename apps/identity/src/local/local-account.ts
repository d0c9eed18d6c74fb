import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasswordHasher } from '../credentials';
import { Clock, newSecret } from '../shared';
import { isUniqueViolation, User, UserEvents } from '../users';

/** The local account's address: a placeholder in a reserved domain (RFC 6761), never mailed. */
export const LOCAL_ACCOUNT_EMAIL = 'you@deckmill.localhost';
export const LOCAL_ACCOUNT_NAME = 'You';

/**
 * Local mode's one account, created at the first start and found on every later one: confirmed (nobody
 * signs up or follows a mail on this machine), with a password nobody knows (no password sign-in exists in
 * local mode), never an operator. Its user.registered and user.confirmed events go out as a sign-up's do,
 * so the other services know it as any account.
 */
@Injectable()
export class LocalAccount implements OnApplicationBootstrap {
  private readonly logger = new Logger('LocalAccount');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
  }

  /** The local account, created if missing (a start racing another finds the winner's). */
  async ensure(): Promise<User> {
    const found = await this.users.findOneBy({ email: LOCAL_ACCOUNT_EMAIL });
    if (found) return found;
    try {
      const created = await this.create();
      this.logger.log('Local mode: the local account was created');
      return created;
    } catch (error) {
      const winner = isUniqueViolation(error)
        ? await this.users.findOneBy({ email: LOCAL_ACCOUNT_EMAIL })
        : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async create(): Promise<User> {
    const now = this.clock.now();
    const user = this.users.create({
      id: randomUUID(),
      email: LOCAL_ACCOUNT_EMAIL,
      name: LOCAL_ACCOUNT_NAME,
      company: null,
      admin: false,
      subscriptionTier: 'free',
      passwordHash: await this.hasher.hash(newSecret()),
      confirmedAt: now,
      unconfirmedEmail: null,
      ssoLinkedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.users.manager.transaction(async (manager) => {
      await manager.insert(User, user);
      await this.events.registered(manager, user);
      await this.events.confirmed(manager, user);
    });
    await this.events.flush();
    return user;
  }
}
