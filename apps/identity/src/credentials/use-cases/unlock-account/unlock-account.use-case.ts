import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { fieldError } from '../../../shared';
import { AccountTokens } from '../../../tokens';
import { Lockout } from '../../lockout';

export const INVALID_UNLOCK_TOKEN = 'This unlock link is invalid or has expired.';

/** Follows the emailed unlock link. */
@Injectable()
export class UnlockAccountUseCase {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly lockout: Lockout,
  ) {}

  async execute(input: RpcPayload<'identity.unlock-account'>): Promise<{ userId: string }> {
    const token = await this.tokens.consume(input.token, 'unlock-account');
    if (!token) throw fieldError('invalid_unlock_token', 'unlockToken', INVALID_UNLOCK_TOKEN);
    await this.lockout.unlock(token.userId);
    return { userId: token.userId };
  }
}
