import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@deckmill/server-kit';
import { closedInLocalMode } from './local-mode-paths';

/** Local mode: the routes it has no use for answer 404, as if they did not exist. */
@Injectable()
export class LocalModeGateMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    next(closedInLocalMode(req.path) ? ApiError.notFound() : undefined);
  }
}
