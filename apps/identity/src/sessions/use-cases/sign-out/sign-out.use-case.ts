import { Injectable } from '@nestjs/common';
import { SessionStore } from '../../session-store';

/** Ends the session on the server (the cookie alone would otherwise stay valid). */
@Injectable()
export class SignOutUseCase {
  constructor(private readonly sessions: SessionStore) {}

  async execute(sessionId: string): Promise<{ done: true }> {
    await this.sessions.end(sessionId);
    return { done: true };
  }
}
