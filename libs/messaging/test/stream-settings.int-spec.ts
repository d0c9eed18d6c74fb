import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { testNamespace } from '@deckmill/testing';
import { DEFAULT_RETENTION, JetStreamBus, jetStreamNames, type StreamSettings } from '../src';
import { ensureStreams } from '../src/jetstream/streams';

const NATS_URL = process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222';
const HOUR_MS = 3_600_000;

/**
 * The streams' replicas and limits come from the configuration, and a start never resets what an
 * operator changed by hand unless the configuration sets that field. Streams of this suite's own namespace.
 */
describe('JetStream stream settings', () => {
  const namespace = `${testNamespace()}_streams`;
  const names = jetStreamNames(namespace);
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  /** A process starting its bus with these settings, then stopping. */
  const start = async (streams?: StreamSettings) => {
    const bus = await JetStreamBus.connect({ servers: NATS_URL, namespace, ...(streams ? { streams } : {}) });
    await bus.close();
  };
  const config = async (stream: string) => (await jsm.streams.info(stream)).config;

  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL });
    jsm = await jetstreamManager(nc);
    for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
      await jsm.streams.delete(stream).catch(() => false);
    }
  });

  afterAll(async () => {
    for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
      await jsm.streams.delete(stream).catch(() => false);
    }
    await nc.close();
  });

  it('creates missing streams with the defaults', async () => {
    await start();
    expect(await config(names.eventsStream)).toMatchObject({
      max_age: nanos(DEFAULT_RETENTION.eventMaxAgeMs),
      max_bytes: -1,
      num_replicas: 1,
    });
    expect(await config(names.jobsStream)).toMatchObject({ max_age: 0, discard: 'new' });
    expect(await config(names.deadLetterStream)).toMatchObject({
      max_age: nanos(DEFAULT_RETENTION.deadLetterMaxAgeMs),
    });
  });

  it('keeps limits an operator changed by hand across restarts', async () => {
    await jsm.streams.update(names.eventsStream, { max_age: nanos(HOUR_MS), max_bytes: 64 * 1024 * 1024 });
    await jsm.streams.update(names.jobsStream, { max_bytes: 32 * 1024 * 1024 });

    await start();
    await start({ events: {}, jobs: {}, deadLetter: {} });

    expect(await config(names.eventsStream)).toMatchObject({
      max_age: nanos(HOUR_MS),
      max_bytes: 64 * 1024 * 1024,
    });
    expect(await config(names.jobsStream)).toMatchObject({ max_bytes: 32 * 1024 * 1024 });
  });

  it('applies what the configuration sets, and only that', async () => {
    await start({ events: { maxAgeMs: 2 * HOUR_MS }, deadLetter: { maxBytes: 16 * 1024 * 1024 } });

    expect(await config(names.eventsStream)).toMatchObject({
      max_age: nanos(2 * HOUR_MS),
      max_bytes: 64 * 1024 * 1024,
    });
    expect(await config(names.deadLetterStream)).toMatchObject({
      max_bytes: 16 * 1024 * 1024,
      max_age: nanos(DEFAULT_RETENTION.deadLetterMaxAgeMs),
    });
    expect(await config(names.jobsStream)).toMatchObject({ max_bytes: 32 * 1024 * 1024 });
  });

  it('warns before a configured max_bytes below what a discard-old stream holds drops its oldest messages', async () => {
    const js = jsm.jetstream();
    for (let i = 0; i < 20; i++) await js.publish(names.wire('deckmill.evt.probe'), new Uint8Array(1024));
    const held = (await jsm.streams.info(names.eventsStream)).state.bytes;
    expect(held).toBeGreaterThan(20 * 1024);
    const warnings: string[] = [];

    await ensureStreams(jsm, names, { events: { maxBytes: 4096 } }, DEFAULT_RETENTION, (m) =>
      warnings.push(m),
    );

    expect(warnings).toEqual([
      expect.stringContaining(
        `${names.eventsStream} holds ${held} bytes and its max_bytes is being set to 4096`,
      ),
    ]);
    expect((await jsm.streams.info(names.eventsStream)).state.bytes).toBeLessThanOrEqual(4096);
  });
});
