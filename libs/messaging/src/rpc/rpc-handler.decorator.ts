import { applyDecorators, UseInterceptors, UsePipes } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Rpc, rpcSubject, type RpcKey } from '@deckmill/bus-contracts';
import type { z } from 'zod';
import { RequestContextInterceptor } from './request-context.interceptor';
import { RpcPayloadPipe } from './rpc-payload.pipe';

/** The request a handler receives: already validated, defaults applied. */
export type RpcPayload<K extends RpcKey> = z.output<(typeof Rpc)[K]['request']>;

/**
 * Serves one request/reply contract: subscribes to its subject, validates the `@Payload()` with the
 * contract's request schema (an `invalid_request` ServiceException when invalid) and runs the handler in
 * the caller's request context. Raise a DomainException to answer with an error.
 */
export function RpcHandler(key: RpcKey): MethodDecorator {
  const contract = Rpc[key];
  return applyDecorators(
    MessagePattern(rpcSubject(contract)),
    UseInterceptors(RequestContextInterceptor),
    UsePipes(new RpcPayloadPipe(contract.request)),
  );
}
