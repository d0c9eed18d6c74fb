import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, IdentityActivity, newSecret } from '../../../shared';
import { isUniqueViolation, User, UserEvents } from '../../../users';
import { SessionStore } from '../../session-store';

const UNKNOWN_CLIENT = 'unknown';
export const SSO_ACCOUNT_LOCKED =
  'This account is locked. Use the link in the unlock e-mail, or wait an hour.';

/**
 * Issue 23: the gateway verified the user with their team's OpenID provider (signature, audience, nonce, a
 * verified e-mail on a verified domain). The account is found by e-mail or created: confirmed (the provider
 * vouched for the address), with a password nobody knows (a random secret's hash; "forgot password" can set
 * one). A locked account is refused. The session opens as a password sign-in's does, and is recorded with
 * `method: 'sso'`.
 */
@Injectable()
export class SsoSignInUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly lockout: Lockout,
    private readonly sessions: SessionStore,
    private readonly events: UserEvents,
    private readonly clock: Clock,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(input: RpcPayload<'identity.sso-sign-in'>): Promise<RpcReply<'identity.sso-sign-in'>> {
    const email = input.email.trim().toLowerCase();
    const existing = await this.users.findOneBy({ email });
    const user = existing ?? (await this.createOrFind(email, input.name));
    if (existing && (await this.lockout.isLocked(existing.id, input.clientIp ?? UNKNOWN_CLIENT))) {
      await this.activity.record('session.failed_sign_in', { email, userId: existing.id, reason: 'locked' });
      throw new DomainException(DomainErrors.forbidden('account_locked', SSO_ACCOUNT_LOCKED));
    }
    if (existing && !existing.confirmedAt) await this.confirm(existing);
    const { grant, sessionId } = await this.sessions.openSession(user.id, false, input.userAgent);
    await this.activity.record(
      'session.signed_in',
      { userId: user.id, email: user.email, sessionId, method: 'sso' },
      sessionId,
    );
    return { ...grant, created: existing === null };
  }

  /** A first sign-in in two tabs at once: the second finds the account the first created. */
  private async createOrFind(email: string, claimedName: string | null): Promise<User> {
    try {
      return await this.create(email, claimedName);
    } catch (error) {
      const winner = isUniqueViolation(error) ? await this.users.findOneBy({ email }) : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async create(email: string, claimedName: string | null): Promise<User> {
    const now = this.clock.now();
    const user = this.users.create({
      id: randomUUID(),
      email,
      name: claimedName?.trim() || email.slice(0, email.indexOf('@')),
      company: null,
      admin: false,
      subscriptionTier: 'free',
      passwordHash: await this.hasher.hash(newSecret()),
      confirmedAt: now,
      unconfirmedEmail: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.users.manager.transaction(async (manager: EntityManager) => {
      await manager.insert(User, user);
      await this.events.registered(manager, user);
      await this.events.confirmed(manager, user);
    });
    await this.events.flush();
    return user;
  }

  private async confirm(user: User): Promise<void> {
    const now = this.clock.now();
    await this.users.manager.transaction(async (manager: EntityManager) => {
      await manager.update(User, { id: user.id }, { confirmedAt: now, updatedAt: now });
      await this.events.confirmed(manager, { ...user, confirmedAt: now });
    });
    await this.events.flush();
  }
}
