import type { JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { sampledGauge } from '@deckmill/metrics';

/**
 * The bus's gauges, read from JetStream at each scrape: per durable consumer the messages not yet delivered
 * (pending) and delivered but not settled (ack pending), the dead-letter stream's size, and whether the
 * connection is up. Each is unregistered when the bus closes.
 */
export class BusSamplers {
  private readonly stops: Array<() => void> = [];

  consumer(jsm: JetStreamManager, stream: string, durable: string): () => void {
    let info: Promise<{ pending: number; ackPending: number } | undefined> | undefined;
    // One consumer-info request per scrape serves both gauges.
    const read = () => {
      info ??= jsm.consumers
        .info(stream, durable)
        .then((found) => ({ pending: found.num_pending, ackPending: found.num_ack_pending }))
        .catch(() => undefined)
        .finally(() => setTimeout(() => (info = undefined), 1_000).unref());
      return info;
    };
    const stops = [
      sampledGauge(
        'deckmill_bus_consumer_pending',
        'Messages not yet delivered to a durable consumer',
        ['consumer'],
        async () => {
          const found = await read();
          return found ? [{ labels: { consumer: durable }, value: found.pending }] : [];
        },
      ),
      sampledGauge(
        'deckmill_bus_consumer_ack_pending',
        'Messages delivered to a durable consumer and not settled yet',
        ['consumer'],
        async () => {
          const found = await read();
          return found ? [{ labels: { consumer: durable }, value: found.ackPending }] : [];
        },
      ),
    ];
    const stop = () => stops.forEach((unregister) => unregister());
    this.stops.push(stop);
    return stop;
  }

  deadLetters(jsm: JetStreamManager, stream: string): void {
    this.stops.push(
      sampledGauge(
        'deckmill_bus_dead_letters',
        'Messages in the dead-letter stream',
        ['stream'],
        async () => {
          const info = await jsm.streams.info(stream);
          return [{ labels: { stream }, value: info.state.messages }];
        },
      ),
    );
  }

  watchConnection(nc: NatsConnection, connection: string): void {
    let connected = 1;
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') connected = 0;
        if (status.type === 'reconnect') connected = 1;
      }
    })().catch(() => undefined);
    this.stops.push(
      sampledGauge(
        'deckmill_nats_connected',
        'Whether a NATS connection is up (1) or reconnecting (0)',
        ['connection'],
        () => [{ labels: { connection }, value: nc.isClosed() ? 0 : connected }],
      ),
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
