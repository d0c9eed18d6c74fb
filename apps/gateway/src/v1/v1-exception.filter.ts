import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@deckmill/messaging';
import { logServerFailure } from '@deckmill/server-kit';
import { v1Answer } from './v1-error';

/** Every v1 failure as `{ error: { code, message, fields?, request_id } }` (docs/api-v1.md). */
@Catch()
export class V1ExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API v1');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const requestId = String(res.getHeader(REQUEST_ID_HEADER) ?? '');
    const { status, body, headers } = v1Answer(exception, requestId);
    logServerFailure(this.logger, exception, status, host.switchToHttp().getRequest<Request>());
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).json(body);
  }
}

/**
 * All of /api/v1 answers in v1's error body, also what fails before a v1 controller is reached: a body the JSON
 * parser refuses, the authentication middleware when identity is down, a malformed %-escape in the path.
 */
export const V1_ERROR_AREA = { pathPrefix: '/api/v1/', filter: new V1ExceptionFilter() };
