import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { contextFromHeaders, runWithRequestContext } from '../context/request-context';
import { fromNatsHeaders } from '../nats/nats-headers';
import { inConsumerSpan, SpanKind, type MessagingSystem } from '../tracing/message-tracing';
import { InProcessRpcContext } from './in-process/in-process-rpc-server';
import { DomainException } from './domain-exception';
import { dependencyOutage } from './dependency-outage';

/**
 * Runs an RPC handler inside the request context its caller sent in the headers, and in a server span that
 * continues the caller's trace (both transports: NATS and embedded mode's in-process one).
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpcContext: unknown = context.switchToRpc().getContext();
    const natsContext = rpcContext instanceof NatsContext ? rpcContext : undefined;
    const headers = natsContext ? fromNatsHeaders(natsContext.getHeaders()) : {};
    const subject = natsContext?.getSubject() ?? context.getHandler().name;
    const requestContext = contextFromHeaders(headers);
    const system: MessagingSystem =
      rpcContext instanceof InProcessRpcContext ? 'deckmill.in_process' : 'nats';
    return new Observable((subscriber) => {
      let cancel = (): void => undefined;
      void runWithRequestContext(requestContext, () =>
        inConsumerSpan(
          headers,
          `process ${subject}`,
          SpanKind.SERVER,
          { 'rpc.system': system, 'messaging.destination.name': subject },
          // The span lasts until the handler's answer is complete (or failed).
          () =>
            new Promise<void>((resolve, reject) => {
              const fail = (error: unknown) => {
                reject(error);
                // A dependency away is the caller's 503 with Retry-After, not an "Internal server error".
                subscriber.error(dependencyOutage(error) ?? error);
              };
              try {
                const subscription = next.handle().subscribe({
                  next: (value) => subscriber.next(value),
                  error: fail,
                  complete: () => {
                    resolve();
                    subscriber.complete();
                  },
                });
                cancel = () => {
                  subscription.unsubscribe();
                  resolve();
                };
              } catch (error) {
                fail(error);
              }
            }),
          (error) => !(error instanceof DomainException),
        ),
      ).catch(() => undefined);
      return () => cancel();
    });
  }
}
