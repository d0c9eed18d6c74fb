import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SSO_ENFORCED_MESSAGE, type SessionGrant } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, fieldError, IdentityActivity } from '../../../shared';
import { User } from '../../../users';
import { SessionStore } from '../../session-store';
import { SsoEnforcement } from '../../sso-enforcement';

/**
 * One message for a wrong password, an unknown email and a locked account, so the answer never tells which
 * emails exist (the owner of a locked account learns it from the unlock mail).
 */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** Stands for a caller whose address the gateway did not pass (failures from them are counted together). */
const UNKNOWN_CLIENT = 'unknown';

/** Why a sign-in was refused, as the audit trail records it (the caller is only ever told INVALID_CREDENTIALS). */
type Refusal = 'unknown_email' | 'locked' | 'bad_password' | 'sso_required';

/**
 * Checks the password, counts failures towards the lockout and opens a new session (refused for an address
 * whose domain enforces SSO, unless it is an operator's). Every outcome is an
 * activity event: `session.signed_in`, or `session.failed_sign_in` with the refusal's reason.
 */
@Injectable()
export class SignInUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly lockout: Lockout,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly activity: IdentityActivity,
    private readonly sso: SsoEnforcement,
  ) {}

  async execute(input: RpcPayload<'identity.sign-in'>): Promise<SessionGrant> {
    const email = input.email.trim().toLowerCase();
    const user = await this.users.findOneBy({ email });
    // A domain that enforces SSO refuses passwords, except an operator's (they keep a way in).
    if (!user?.admin && (await this.sso.enforcedFor(email))) {
      await this.activity.record('session.failed_sign_in', {
        email,
        userId: user?.id ?? null,
        reason: 'sso_required',
      });
      throw fieldError('sso_required', 'email', SSO_ENFORCED_MESSAGE);
    }
    if (!user) {
      await this.hasher.verifyNothing(input.password);
      return this.refuse(email, null, 'unknown_email');
    }
    const client = input.clientIp ?? UNKNOWN_CLIENT;
    // Verify before looking at the lock, so a locked account costs the same argon2 time as any other answer.
    const passwordOk = await this.hasher.verify(user.passwordHash, input.password);
    if (await this.lockout.isLocked(user.id, client)) return this.refuse(email, user.id, 'locked');
    if (!passwordOk) {
      await this.lockout.recordFailure(user, client);
      return this.refuse(email, user.id, 'bad_password');
    }
    await this.lockout.forgetFailures(user.id, client);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(
        { id: user.id },
        { passwordHash: await this.hasher.hash(input.password), updatedAt: this.clock.now() },
      );
    }
    const { grant, sessionId } = await this.sessions.openSession(user.id, input.rememberMe, input.userAgent);
    await this.activity.record(
      'session.signed_in',
      { userId: user.id, email: user.email, sessionId },
      sessionId,
    );
    return grant;
  }

  private async refuse(email: string, userId: string | null, reason: Refusal): Promise<never> {
    await this.activity.record('session.failed_sign_in', { email, userId, reason });
    throw fieldError('invalid_credentials', 'password', INVALID_CREDENTIALS);
  }
}
