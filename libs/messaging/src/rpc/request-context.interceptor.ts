import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { contextFromHeaders, runWithRequestContext } from '../context/request-context';
import { fromNatsHeaders } from '../nats/nats-headers';

/** Runs an RPC handler inside the request context its caller sent in the headers. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpcContext: unknown = context.switchToRpc().getContext();
    const headers = rpcContext instanceof NatsContext ? fromNatsHeaders(rpcContext.getHeaders()) : {};
    const requestContext = contextFromHeaders(headers);
    return new Observable((subscriber) =>
      runWithRequestContext(requestContext, () => next.handle().subscribe(subscriber)),
    );
  }
}
