import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError } from './api-error';

const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

export const JSON_ONLY_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json); forms and other formats are not accepted here.';

/**
 * The API reads JSON bodies only, and multipart only where a route says so with @ApiConsumes (the uploads),
 * so the document and the rule cannot disagree. Anything else is a 415: a cross-site HTML form (url-encoded,
 * text/plain or multipart) never reaches a JSON route, whatever it carries.
 */
@Injectable()
export class ContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasBody(req)) return true;
    const consumes =
      this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    if (consumes.includes(MULTIPART)) {
      if (req.is(MULTIPART)) return true;
      // A route may take either (API v1's batches: JSON rows or a data file).
      if (consumes.includes(JSON_TYPE) && req.is(JSON_TYPE)) return true;
      throw new ApiError(415, {
        error: 'Send this upload as a multipart form (Content-Type: multipart/form-data).',
        errors: {},
      });
    }
    if (req.is(JSON_TYPE)) return true;
    throw new ApiError(415, { error: JSON_ONLY_MESSAGE, errors: {} });
  }
}

/** An empty POST (no Content-Length or 0, no chunked body) has nothing to refuse. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}
