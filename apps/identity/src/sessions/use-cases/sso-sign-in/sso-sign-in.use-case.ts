import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { ApiKeyStore } from '../../../api-keys';
import { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, IdentityActivity, newSecret } from '../../../shared';
import { AccountTokens } from '../../../tokens';
import { isUniqueViolation, User, UserEvents } from '../../../users';
import { SessionStore } from '../../session-store';

const UNKNOWN_CLIENT = 'unknown';
export const SSO_ACCOUNT_LOCKED =
  'This account is locked. Use the link in the unlock e-mail, or wait an hour.';
export const SSO_OPERATOR_REFUSED = 'Operator accounts sign in with their password, never by single sign-on.';

/**
 * The gateway verified the user with their team's OpenID provider (signature, audience, nonce, a
 * verified e-mail on a verified domain). The account is found by e-mail or created: confirmed (the provider
 * vouched for the address), with a password nobody knows (a random secret's hash; "forgot password" can set
 * one). Refused: a locked account, and an operator's (the admin flag): a team's own provider must never open
 * an operator session. An existing account nobody had confirmed may have been registered by someone else
 * first: it is taken back (password replaced, sessions ended, API keys revoked, pending tokens and e-mail change
 * dropped) before it is confirmed. Every SSO sign-in marks the account `ssoLinkedAt` (never promoted by
 * ADMIN_EMAIL). The session opens as a password sign-in's does, and is recorded with `method: 'sso'`.
 */
@Injectable()
export class SsoSignInUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly lockout: Lockout,
    private readonly sessions: SessionStore,
    private readonly apiKeys: ApiKeyStore,
    private readonly tokens: AccountTokens,
    private readonly events: UserEvents,
    private readonly clock: Clock,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(input: RpcPayload<'identity.sso-sign-in'>): Promise<RpcReply<'identity.sso-sign-in'>> {
    const email = input.email.trim().toLowerCase();
    const existing = await this.users.findOneBy({ email });
    if (existing?.admin) {
      await this.activity.record('session.failed_sign_in', {
        email,
        userId: existing.id,
        reason: 'sso_operator',
      });
      throw new DomainException(DomainErrors.forbidden('operator_password_only', SSO_OPERATOR_REFUSED));
    }
    if (existing && (await this.lockout.isLocked(existing.id, input.clientIp ?? UNKNOWN_CLIENT))) {
      await this.activity.record('session.failed_sign_in', { email, userId: existing.id, reason: 'locked' });
      throw new DomainException(DomainErrors.forbidden('account_locked', SSO_ACCOUNT_LOCKED));
    }
    const user = existing ?? (await this.createOrFind(email, input.name));
    if (existing && !existing.confirmedAt) await this.takeBackAndConfirm(existing);
    else if (existing && !existing.ssoLinkedAt) await this.link(existing);
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
      if (winner?.admin)
        throw new DomainException(DomainErrors.forbidden('operator_password_only', SSO_OPERATOR_REFUSED));
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
      ssoLinkedAt: now,
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

  /**
   * Whoever registered the address first never proved it; the provider now has. Their password, sessions, API
   * keys, pending links and requested e-mail change must not outlive that (the same steps as a password reset).
   */
  private async takeBackAndConfirm(user: User): Promise<void> {
    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(newSecret());
    const changes = {
      passwordHash,
      confirmedAt: now,
      unconfirmedEmail: null,
      ssoLinkedAt: now,
      updatedAt: now,
    };
    await this.users.manager.transaction(async (manager: EntityManager) => {
      await manager.update(User, { id: user.id }, changes);
      await this.tokens.retireAll(manager, user.id);
      await this.events.confirmed(manager, { ...user, ...changes });
    });
    await this.events.flush();
    await this.sessions.endAll(user.id);
    await this.apiKeys.revokeAll(user.id);
  }

  private async link(user: User): Promise<void> {
    const now = this.clock.now();
    await this.users.update({ id: user.id }, { ssoLinkedAt: now, updatedAt: now });
  }
}
