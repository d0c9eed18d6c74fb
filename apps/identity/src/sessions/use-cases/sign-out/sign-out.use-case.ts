import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { IdentityActivity } from '../../../shared';
import { SessionStore } from '../../session-store';

/** Ends the session on the server (the cookie alone would otherwise stay valid), and says so. */
@Injectable()
export class SignOutUseCase {
  constructor(
    private readonly sessions: SessionStore,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(input: RpcPayload<'identity.sign-out'>): Promise<{ done: true }> {
    const { sessionId } = input;
    const ended = await this.sessions.end(sessionId);
    // Only the sign-out that ended it: a repeated one changed nothing.
    if (ended)
      await this.activity.record('session.signed_out', { userId: ended.userId, sessionId }, sessionId);
    return { done: true };
  }
}
