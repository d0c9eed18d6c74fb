import { RpcException } from '@nestjs/microservices';
import {
  DomainErrorSchema,
  type DomainError,
  type DomainErrorInput,
  type DomainErrorKind,
} from '@deckmill/bus-contracts';

/**
 * A domain error on its way over request/reply. A service throws it (`throw new DomainException(
 * DomainErrors.notFound('team_not_found', 'Team not found.'))`); it crosses the wire as `{ domainError }` and
 * the caller gets a DomainException back, tagged with the call that answered it. Only the gateway turns it
 * into HTTP (apps/gateway/src/errors/domain-error-http.ts).
 */
export class DomainException extends RpcException {
  readonly domainError: DomainError;

  constructor(
    error: DomainErrorInput,
    /** The call that answered with this error, on the caller's side. */
    readonly rpcKey?: string,
  ) {
    const domainError = DomainErrorSchema.parse(error);
    super({ domainError });
    this.domainError = domainError;
    this.message = domainError.message;
    this.name = 'DomainException';
  }

  get kind(): DomainErrorKind {
    return this.domainError.kind;
  }

  get code(): string {
    return this.domainError.code;
  }
}

/** Whether `error` is a domain error (of `kind`, when given), e.g. another service's `not_found`. */
export function isDomainError(error: unknown, kind?: DomainErrorKind): error is DomainException {
  return error instanceof DomainException && (kind === undefined || error.kind === kind);
}
