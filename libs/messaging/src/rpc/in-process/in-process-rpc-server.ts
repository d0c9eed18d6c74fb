import {
  NatsContext,
  Server,
  type CustomTransportStrategy,
  type MessageHandler,
  type WritePacket,
} from '@nestjs/microservices';
import { toNatsHeaders } from '../../nats/nats-headers';
import type { InProcessRpcRegistry, WireReply } from './in-process-rpc-registry';

/**
 * The service's side of the in-process transport. Handlers get a NatsContext with the caller's
 * headers, so the same @RpcHandler controllers run unchanged in both modes.
 */
export class InProcessRpcServer extends Server implements CustomTransportStrategy {
  private unregister: (() => void)[] = [];

  constructor(private readonly registry: InProcessRpcRegistry) {
    super();
  }

  listen(callback: () => void): void {
    for (const [subject, handler] of this.messageHandlers) {
      this.unregister.push(
        handler.isEventHandler
          ? this.registry.listen(subject, async (json, headers) => {
              await this.handleEvent(
                subject,
                { pattern: subject, data: JSON.parse(json) },
                context(subject, headers),
              );
            })
          : this.registry.serve(subject, (json, headers) => this.answer(subject, handler, json, headers)),
      );
    }
    callback();
  }

  close(): void {
    for (const unregister of this.unregister) unregister();
    this.unregister = [];
  }

  on(): void {
    // No connection, so no status events to subscribe to.
  }

  unwrap<T>(): T {
    throw new Error('The in-process transport has no underlying connection');
  }

  private answer(
    subject: string,
    handler: MessageHandler,
    json: string,
    headers: Record<string, string>,
  ): Promise<WireReply> {
    const ctx = context(subject, headers);
    return new Promise((resolve) => {
      let last: unknown;
      this.handleRequest(
        ctx,
        async () => this.transformToObservable(await handler(JSON.parse(json), ctx)),
        (packet: WritePacket) => {
          if (packet.err !== undefined) return resolve({ err: JSON.stringify(packet.err) });
          if (packet.response !== undefined) last = packet.response;
          if (packet.isDisposed) resolve(last === undefined ? {} : { response: JSON.stringify(last) });
        },
      );
    });
  }
}

/** The NatsContext handlers expect, marked as in-process: its spans name no wire system they never used. */
export class InProcessRpcContext extends NatsContext {}

function context(subject: string, headers: Record<string, string>): NatsContext {
  return new InProcessRpcContext([subject, toNatsHeaders(headers)]);
}
