import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionGrant } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { principalOf, setSessionCookie } from '../auth';
import { rotateCsrfToken } from './request-details';
import { type SessionBody, SessionView } from './session-view';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';

/**
 * Puts a new session into the browser (cookie, fresh CSRF token) and answers with the session body. A
 * session the browser already had ends, so signing in again never leaves a live token behind.
 */
@Injectable()
export class SessionStarter {
  constructor(
    private readonly rpc: RpcClient,
    private readonly view: SessionView,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  async start(req: Request, res: Response, grant: SessionGrant): Promise<SessionBody> {
    const previous = principalOf(req)?.sessionId;
    if (previous) await this.rpc.call('identity.sign-out', { sessionId: previous });
    setSessionCookie(res, this.options.appUrl, grant.sessionToken, grant.cookieMaxAgeSeconds);
    const csrfToken = rotateCsrfToken(res, grant.sessionToken);
    const { principal } = await this.rpc.call('identity.authenticate', {
      sessionToken: grant.sessionToken,
    });
    return this.view.build(principal ?? undefined, csrfToken);
  }
}
