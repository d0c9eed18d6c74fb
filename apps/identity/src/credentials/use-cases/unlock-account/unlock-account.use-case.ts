import { Injectable } from '@nestjs/common';
import { ServiceException } from '@deckmill/messaging';
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

  async execute(secret: string): Promise<{ userId: string }> {
    const token = await this.tokens.consume(secret, 'unlock-account');
    if (!token) {
      throw new ServiceException({
        status: 422,
        error: INVALID_UNLOCK_TOKEN,
        errors: { unlock_token: [INVALID_UNLOCK_TOKEN] },
      });
    }
    await this.lockout.unlock(token.userId);
    return { userId: token.userId };
  }
}
