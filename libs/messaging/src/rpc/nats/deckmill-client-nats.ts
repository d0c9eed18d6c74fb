import { ClientNats, type MsPattern, type NatsOptions } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/nats-core';
import { runOutsideRequest } from '../../context/request-context';
import { HeaderRecordSerializer } from './header-record.serializer';
import { subjectPrefix } from './subject-prefix';

export type NatsTransportOptions = Required<NatsOptions>['options'];

/** Nest's NATS client with RpcClient's header records and an optional subject namespace. */
export class DeckmillClientNats extends ClientNats {
  private readonly prefix: string;

  constructor(namespace: string | undefined, options: NatsTransportOptions) {
    super({ ...options, serializer: new HeaderRecordSerializer() });
    this.prefix = subjectPrefix(namespace);
  }

  /**
   * Nest connects on the first call, inside that call's request: the connection's status loop (disconnect,
   * reconnect log lines) and socket callbacks would carry that request's id and trace for the life of the
   * process. They run outside any request instead.
   */
  override connect(): Promise<NatsConnection> {
    return runOutsideRequest(() => super.connect());
  }

  protected override normalizePattern(pattern: MsPattern): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }
}
