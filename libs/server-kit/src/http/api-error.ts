import { HttpException } from '@nestjs/common';

/**
 * The API's one error body: `{ "errors": { "<field key>": ["message"] }, "error": "first message" }`.
 * Declared here, not imported from api-contracts (its ErrorBody): services depend on this library too (health),
 * and nothing a service depends on imports the public API library. The gateway checks that the two stay the
 * same (apps/gateway/src/errors/http-error-body.spec.ts).
 */
export interface HttpErrorBody {
  errors: Record<string, string[]>;
  error: string;
}

/**
 * An HTTP error with the API's error body. Field keys are the request's (e.g. `user.email`, `team.name`).
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly body: HttpErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body, status);
  }

  static unprocessable(error: string, errors: Record<string, string[]> = {}): ApiError {
    return new ApiError(422, { error, errors });
  }

  static field(key: string, message: string): ApiError {
    return new ApiError(422, { error: message, errors: { [key]: [message] } });
  }

  static unauthorized(message = 'You need to sign in or sign up before continuing.'): ApiError {
    return new ApiError(401, { error: message, errors: {} });
  }

  static forbidden(message = 'You are not allowed to do that.'): ApiError {
    return new ApiError(403, { error: message, errors: {} });
  }

  static notFound(message = 'Not found.'): ApiError {
    return new ApiError(404, { error: message, errors: {} });
  }

  static tooMany(retryAfterSeconds: number): ApiError {
    return new ApiError(
      429,
      { error: 'Too many requests. Please wait a moment and try again.', errors: {} },
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }
}
