import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, newRequestId, runWithRequestContext } from '@deckmill/messaging';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every HTTP request an id (a caller's well-formed `X-Request-Id` is kept, so a proxy's id carries
 * through), echoes it in the response and runs the rest of the request inside that context, which also holds
 * the client's address (`req.ip`: X-Forwarded-For only as far as the app's `trust proxy` allows) and user
 * agent, the audit trail's "from where". Who acts is added later, once authentication knows it.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const userAgent = req.header('user-agent');
  runWithRequestContext(
    { requestId, ...(req.ip ? { ip: req.ip } : {}), ...(userAgent ? { userAgent } : {}) },
    () => next(),
  );
}
