import { RpcException } from '@nestjs/microservices';
import { ServiceErrorSchema, type ServiceError } from '@deckmill/bus-contracts';
import { type ErrorBody } from '@deckmill/api-contracts';
import type { z } from 'zod';

/**
 * The one error of request/reply. A service throws it (status, field errors, first message); it crosses
 * the wire as a ServiceError and the caller gets a ServiceException back, which the gateway turns into
 * the HTTP answer: `status` and `body()`.
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

  get status(): number {
    return this.serviceError.status;
  }

  body(): ErrorBody {
    return { errors: this.serviceError.errors, error: this.serviceError.error };
  }
}
