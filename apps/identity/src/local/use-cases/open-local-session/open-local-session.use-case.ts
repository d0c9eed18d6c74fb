import { Injectable } from '@nestjs/common';
import type { SessionGrant } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { SessionStore } from '../../../sessions';
import { IdentityActivity } from '../../../shared';
import { LocalAccount } from '../../local-account';

/**
 * The gateway checked the launcher's token: opens a session for the local account, as a sign-in does (a
 * browser session, recorded as `session.signed_in`).
 */
@Injectable()
export class OpenLocalSessionUseCase {
  constructor(
    private readonly account: LocalAccount,
    private readonly sessions: SessionStore,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(input: RpcPayload<'identity.local-sign-in'>): Promise<SessionGrant> {
    const user = await this.account.ensure();
    const { grant, sessionId } = await this.sessions.openSession(user.id, false, input.userAgent);
    await this.activity.record(
      'session.signed_in',
      { userId: user.id, email: user.email, sessionId },
      sessionId,
    );
    return grant;
  }
}
