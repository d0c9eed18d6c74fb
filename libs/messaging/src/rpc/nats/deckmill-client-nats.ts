import { ClientNats, type MsPattern, type NatsOptions } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/nats-core';
import { filter, firstValueFrom, map, of, timeout } from 'rxjs';
import { runOutsideRequest } from '../../context/request-context';
import { HeaderRecordSerializer } from './header-record.serializer';
import { NatsStatusLogger } from './nats-status-logger';
import { subjectPrefix } from './subject-prefix';

export type NatsTransportOptions = Required<NatsOptions>['options'];

/**
 * How long after this connection came back the services' subscriptions may still be missing: every connection
 * of every process reconnects on its own schedule (NATS_RECONNECT_OPTIONS: 2 s apart plus up to 1 s of
 * jitter), so a responder's may return seconds after the caller's, and its consumers' sooner than that.
 */
export const RECONNECT_SETTLE_MS = 10_000;

/** Nest's NATS client with RpcClient's header records and an optional subject namespace. */
export class DeckmillClientNats extends ClientNats {
  protected override readonly logger = new NatsStatusLogger(ClientNats.name);
  private readonly prefix: string;
  private reconnectedAt: number | undefined;

  constructor(namespace: string | undefined, options: NatsTransportOptions) {
    super({ ...options, serializer: new HeaderRecordSerializer() });
    this.prefix = subjectPrefix(namespace);
    let lost = false;
    this.status.subscribe((status) => {
      if (status === 'disconnected') lost = true;
      else if (status === 'connected' && lost) {
        lost = false;
        this.reconnectedAt = Date.now();
      }
    });
  }

  /** True for a while after the connection came back from an outage (RECONNECT_SETTLE_MS). */
  settling(): boolean {
    return this.reconnectedAt !== undefined && Date.now() - this.reconnectedAt < RECONNECT_SETTLE_MS;
  }

  /** Whether the connection is (or comes back) up within `ms`; at once when it is up now. */
  whenConnected(ms: number): Promise<boolean> {
    const connected = this.status.pipe(
      filter((status) => status === 'connected'),
      map(() => true),
      timeout({ first: Math.max(1, ms), with: () => of(false) }),
    );
    return firstValueFrom(connected);
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
