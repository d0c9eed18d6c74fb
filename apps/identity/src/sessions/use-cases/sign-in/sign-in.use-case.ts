import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { SessionGrant } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import type { RpcPayload } from '@deckmill/messaging';
import { Lockout, PasswordHasher } from '../../../credentials';
import { Clock, fieldError } from '../../../shared';
import { User } from '../../../users';
import { SessionStore } from '../../session-store';

/**
 * One message for a wrong password, an unknown email and a locked account, so the answer never tells which
 * emails exist (the owner of a locked account learns it from the unlock mail).
 */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** Stands for a caller whose address the gateway did not pass (failures from them are counted together). */
const UNKNOWN_CLIENT = 'unknown';

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
      throw fieldError('invalid_credentials', 'password', INVALID_CREDENTIALS);
    }
    const client = input.clientIp ?? UNKNOWN_CLIENT;
    // Verify before looking at the lock, so a locked account costs the same argon2 time as any other answer.
    const passwordOk = await this.hasher.verify(user.passwordHash, input.password);
    if (await this.lockout.isLocked(user.id, client))
      throw fieldError('invalid_credentials', 'password', INVALID_CREDENTIALS);
    if (!passwordOk) {
      await this.lockout.recordFailure(user, client);
      throw fieldError('invalid_credentials', 'password', INVALID_CREDENTIALS);
    }
    await this.lockout.forgetFailures(user.id, client);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(
        { id: user.id },
        { passwordHash: await this.hasher.hash(input.password), updatedAt: this.clock.now() },
      );
    }
    return this.sessions.open(user.id, input.rememberMe, input.userAgent);
  }
}
