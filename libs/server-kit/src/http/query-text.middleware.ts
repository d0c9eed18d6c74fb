import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { controlCharacterErrors, pathsWithForbiddenCharacters } from './text-input';

/** Every query string, read by a route or not, is one-line text: a control character is a 422 keyed by name. */
export function queryTextMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const forbidden = pathsWithForbiddenCharacters(req.query, 'line');
  if (forbidden.length === 0) return next();
  next(new ApiError(422, controlCharacterErrors(forbidden)));
}
