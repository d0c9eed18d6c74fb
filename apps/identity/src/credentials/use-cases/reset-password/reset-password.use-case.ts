import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ApiKeyStore } from '../../../api-keys';
import { SessionStore, SsoEnforcement } from '../../../sessions';
import { Clock, fieldError } from '../../../shared';
import { AccountTokens } from '../../../tokens';
import { User } from '../../../users';
import { Lockout } from '../../lockout';
import { PasswordHasher } from '../../password-hasher';
import { passwordProblem } from '../../password-policy';

export const INVALID_RESET_TOKEN =
  'This password reset link is invalid or has expired. Request a new one from the sign-in page.';

/**
 * Sets a new password from an emailed link, ends every session and revokes every API key of the user (a reset is
 * the recovery path after a compromise, and a thief may have made keys), clears a lockout, and signs the user in
 * on this browser: unless the address's domain enforces SSO and the user is no operator, when no
 * session opens (the gateway sends them to sign in, which points to SSO). The password is set all the same, so
 * the reset still ends a thief's sessions and keys, and works again if the team lifts enforcement.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: AccountTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly apiKeys: ApiKeyStore,
    private readonly lockout: Lockout,
    private readonly clock: Clock,
    private readonly sso: SsoEnforcement,
  ) {}

  async execute(input: RpcPayload<'identity.reset-password'>): Promise<RpcReply<'identity.reset-password'>> {
    const problem = passwordProblem(input.password);
    if (problem) throw fieldError('weak_password', 'password', `Password ${problem}`);
    const token = await this.tokens.consume(input.token, 'reset-password');
    const user = token ? await this.users.findOneBy({ id: token.userId }) : null;
    if (!user) throw fieldError('invalid_reset_token', 'resetPasswordToken', INVALID_RESET_TOKEN);
    const now = this.clock.now();
    await this.users.update(
      { id: user.id },
      {
        passwordHash: await this.hasher.hash(input.password),
        updatedAt: now,
      },
    );
    await this.sessions.endAll(user.id);
    await this.apiKeys.revokeAll(user.id);
    await this.lockout.unlock(user.id);
    // Asked last: should teams fail to answer, the recovery above is done and the new password works.
    if (!user.admin && (await this.sso.enforcedFor(user.email))) return { grant: null };
    return { grant: await this.sessions.open(user.id, false, input.userAgent) };
  }
}
