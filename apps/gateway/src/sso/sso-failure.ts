import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { SsoErrorCode } from '@deckmill/api-contracts';

/** Why an SSO sign-in ends on the sign-in page; the page words each code (`SSO_ERROR_CODES`). */
export class SsoFailure extends Error {
  override readonly name = 'SsoFailure';

  constructor(
    readonly code: SsoErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`SSO sign-in failed: ${code}`, options);
  }
}

export function signInPageFor(code: SsoErrorCode): string {
  return `/users/sign_in?sso_error=${code}`;
}

/** A failed SSO step is a redirect back to the sign-in page with its code, never a JSON error. */
@Catch(SsoFailure)
export class SsoFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('SsoSignIn');

  catch(failure: SsoFailure, host: ArgumentsHost): void {
    // The reason stays in the log (the library's words: a bad signature, audience, state); the browser gets a code.
    const cause =
      failure.cause instanceof Error ? `: ${failure.cause.message}${innerReason(failure.cause)}` : '';
    this.logger.warn(`SSO sign-in refused (${failure.code})${cause}`);
    const res = host.switchToHttp().getResponse<Response>();
    if (!res.headersSent) res.redirect(302, signInPageFor(failure.code));
  }
}

/** openid-client wraps the precise reason ("JWT signature verification failed") one level down. */
function innerReason(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : '';
}
