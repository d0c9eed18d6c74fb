import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PrincipalData } from '@deckmill/bus-contracts';
import type { Request } from 'express';

/**
 * Who is making a request, as resolved by the Passport strategies (API key or session cookie, run by
 * OptionalAuthenticationMiddleware) from the identity service. Absent for anonymous visitors.
 */
export type Principal = PrincipalData;

export type RequestWithPrincipal = Request & { principal?: Principal };

export function principalOf(req: Request): Principal | undefined {
  return (req as RequestWithPrincipal).principal;
}

/** The signed-in principal; use on routes guarded by SignedInGuard. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (!principal) throw new Error('CurrentPrincipal used on a route without SignedInGuard');
    return principal;
  },
);
