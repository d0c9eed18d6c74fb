import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { SessionGrant } from '@deckmill/contracts';
import { InjectRepository } from '@deckmill/database';
import type { RpcPayload } from '@deckmill/messaging';
import { PasswordHasher } from '../../../credentials/password-hasher';
import { Lockout } from '../../../credentials/lockout';
import { Clock } from '../../../shared/clock';
import { fieldError } from '../../../shared/service-errors';
import { User } from '../../../users/entities/user.entity';
import { SessionStore } from '../../session-store';

/** One message for a wrong password and an unknown email, so the answer never tells which emails exist. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_LOCKED =
  'Your account is locked after too many failed sign-in attempts. Use the unlock link we emailed you, or try again in an hour.';

/** Checks the password, counts failures towards the lockout and opens a new session. */
@Injectable()
export class SignInUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly lockout: Lockout,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.sign-in'>): Promise<SessionGrant> {
    const user = await this.users.findOneBy({ email: input.email.trim().toLowerCase() });
    if (!user) {
      await this.hasher.verifyNothing(input.password);
      throw fieldError('password', INVALID_CREDENTIALS);
    }
    if (this.lockout.isLocked(user)) throw fieldError('email', ACCOUNT_LOCKED);
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      const locked = await this.lockout.recordFailure(user);
      throw locked ? fieldError('email', ACCOUNT_LOCKED) : fieldError('password', INVALID_CREDENTIALS);
    }
    const changes: Partial<User> = { failedSignInCount: 0, lockedAt: null };
    if (this.hasher.needsRehash(user.passwordHash)) {
      changes.passwordHash = await this.hasher.hash(input.password);
      changes.updatedAt = this.clock.now();
    }
    await this.users.update({ id: user.id }, changes);
    return this.sessions.open(user.id, input.rememberMe, input.userAgent);
  }
}
