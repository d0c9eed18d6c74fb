import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import type { SessionGrant } from '@deckmill/bus-contracts';
import { ACCOUNT_LIMITS, Clock, hashSecret, newSecret } from '../shared';
import { Session } from './entities/session.entity';

/** Server-side sessions: 256-bit random tokens, stored only as SHA-256, a new one at every sign-in. */
@Injectable()
export class SessionStore {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly clock: Clock,
  ) {}

  async open(userId: string, rememberMe: boolean, userAgent?: string): Promise<SessionGrant> {
    return (await this.openSession(userId, rememberMe, userAgent)).grant;
  }

  /** `open`, also naming the session (the audit trail's sign-in names it; the grant never leaves with it). */
  async openSession(
    userId: string,
    rememberMe: boolean,
    userAgent?: string,
  ): Promise<{ grant: SessionGrant; sessionId: string }> {
    const now = this.clock.now();
    const token = newSecret();
    const sessionId = randomUUID();
    await this.sessions.insert({
      id: sessionId,
      userId,
      tokenHash: hashSecret(token),
      rememberMe,
      userAgent: userAgent ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: rememberMe ? new Date(now.getTime() + ACCOUNT_LIMITS.rememberedSessionMs) : null,
    });
    const grant = {
      sessionToken: token,
      userId,
      cookieMaxAgeSeconds: rememberMe ? ACCOUNT_LIMITS.rememberedSessionMs / 1000 : null,
    };
    return { grant, sessionId };
  }

  /**
   * The live session of a token, its last activity refreshed (at most once a minute); null when unknown,
   * past its fixed end (remember me) or idle for too long (browser session). Dead sessions are deleted.
   */
  async resolve(token: string): Promise<Session | null> {
    const session = await this.sessions.findOneBy({ tokenHash: hashSecret(token) });
    if (!session) return null;
    const now = this.clock.now();
    const expired = session.expiresAt
      ? session.expiresAt <= now
      : now.getTime() - session.lastSeenAt.getTime() >= ACCOUNT_LIMITS.idleSessionMs;
    if (expired) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= ACCOUNT_LIMITS.lastSeenResolutionMs) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    }
    return session;
  }

  /** Ends a session; answers whose it was, or null when it had already ended. */
  async end(sessionId: string): Promise<{ userId: string } | null> {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) return null;
    const { affected } = await this.sessions.delete({ id: sessionId });
    return affected ? { userId: session.userId } : null;
  }

  /** Ends every session of a user (password reset, deletion), or every other one. */
  async endAll(userId: string, exceptSessionId?: string): Promise<void> {
    await this.sessions.delete(exceptSessionId ? { userId, id: Not(exceptSessionId) } : { userId });
  }
}
