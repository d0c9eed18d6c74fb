import { ServerNats, type MessageHandler } from '@nestjs/microservices';
import type { NatsTransportOptions } from './deckmill-client-nats';
import { NatsStatusLogger } from './nats-status-logger';
import { subjectPrefix } from './subject-prefix';

/** Nest's NATS server, subscribing under an optional subject namespace with a shared queue group. */
export class DeckmillServerNats extends ServerNats {
  protected override readonly logger = new NatsStatusLogger(ServerNats.name);
  private readonly prefix: string;

  constructor(namespace: string | undefined, options: NatsTransportOptions) {
    super(options);
    this.prefix = subjectPrefix(namespace);
  }

  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler?: boolean,
    extras?: Record<string, unknown>,
  ): void {
    const subject = typeof pattern === 'string' ? `${this.prefix}${pattern}` : pattern;
    super.addHandler(subject, callback, isEventHandler, extras);
  }
}
