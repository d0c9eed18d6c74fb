import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '@deckmill/server-kit';
import { principalOf } from './principal';

/** 401 unless the request carries a valid session or API key. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!principalOf(context.switchToHttp().getRequest<Request>())) throw ApiError.unauthorized();
    return true;
  }
}

/** 401 when anonymous, 403 unless the user carries the admin flag. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (!principal) throw ApiError.unauthorized();
    if (!principal.admin) throw ApiError.forbidden();
    return true;
  }
}
