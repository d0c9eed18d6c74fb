import { RpcException } from '@nestjs/microservices';
import {
  ServiceErrorSchema,
  type ServiceError,
  type ServiceErrorKind,
  type ServiceErrorMessages,
} from '@deckmill/bus-contracts';
import type { z } from 'zod';

/**
 * A failure of request/reply itself (rpc-failures.ts builds them; services raise domain errors instead).
 * It crosses the wire as a ServiceError and the caller gets a ServiceException back: its `kind` says how
 * the call failed, and the gateway alone decides the HTTP answer (status from the kind, `body()`).
 */
export class ServiceException extends RpcException {
  readonly serviceError: ServiceError;

  constructor(error: z.input<typeof ServiceErrorSchema>) {
    const serviceError = ServiceErrorSchema.parse(error);
    super(serviceError);
    this.serviceError = serviceError;
    this.message = serviceError.error;
    this.name = 'ServiceException';
  }

  get kind(): ServiceErrorKind {
    return this.serviceError.kind;
  }

  body(): ServiceErrorMessages {
    return { errors: this.serviceError.errors, error: this.serviceError.error };
  }
}
