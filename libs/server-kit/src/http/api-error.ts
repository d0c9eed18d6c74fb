import { HttpException } from '@nestjs/common';
import type { ErrorBody } from '@deckmill/api-contracts';

/**
 * An HTTP error with the API's error body. Field keys follow the spec (e.g. `user.email`, `team.name`).
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly body: ErrorBody,
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
