import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasswordHasher, passwordProblem } from '../../../credentials';
import { Clock, newSecret } from '../../../shared';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';

/** The operator's email; a password and a name only for an account created here. */
export interface PromoteAdminInput {
  readonly email: string;
  readonly password?: string;
  readonly name?: string;
}

export interface PromoteAdminResult {
  user: User;
  created: boolean;
  /** Set when the account was created without a chosen password: shown once to the operator. */
  generatedPassword?: string;
}

/**
 * Gives the admin flag to the account with this email, creating it (confirmed) when it does not exist:
 * the first operator, from `npm run admin -- create` or ADMIN_EMAIL at start-up.
 */
@Injectable()
export class PromoteAdminUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: PromoteAdminInput): Promise<PromoteAdminResult> {
    const { password, name } = input;
    const email = input.email.trim().toLowerCase();
    const now = this.clock.now();
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      if (password) throw new Error('The account exists already; its password is not changed here.');
      if (!existing.admin) {
        await this.users.manager.transaction(async (manager) => {
          await manager.update(User, { id: existing.id }, { admin: true, updatedAt: now });
          await this.events.updated(manager, { ...existing, admin: true, updatedAt: now });
        });
        await this.events.flush();
      }
      return { user: { ...existing, admin: true }, created: false };
    }
    if (password) {
      const problem = passwordProblem(password);
      if (problem) throw new Error(`Password ${problem}`);
    }
    const chosen = password ?? newSecret().slice(0, 24);
    const user = this.users.create({
      id: randomUUID(),
      email,
      name: name ?? email.split('@')[0] ?? email,
      company: null,
      admin: true,
      subscriptionTier: 'free',
      passwordHash: await this.hasher.hash(chosen),
      confirmedAt: now,
      unconfirmedEmail: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.users.manager.transaction(async (manager) => {
      await manager.insert(User, user);
      await this.events.registered(manager, user);
      await this.events.confirmed(manager, user);
    });
    await this.events.flush();
    return { user, created: true, ...(password ? {} : { generatedPassword: chosen }) };
  }
}
