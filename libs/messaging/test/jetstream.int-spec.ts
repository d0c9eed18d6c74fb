import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { domainRegistry } from '@deckmill/metrics';
import { JetStreamBus } from '../src/jetstream/jetstream-bus';
import { jetStreamNames } from '../src/jetstream/names';
import { runBusContract, type BusWorld } from './bus.contract';
import { waitFor } from './support/wait-for';

const servers = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
let worlds = 0;

/** Each test gets its own namespace, so its streams and consumers start empty. */
async function createWorld(): Promise<BusWorld> {
  const namespace = `${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'local'}_${++worlds}`;
  const names = jetStreamNames(namespace);
  const admin = await connect({ servers });
  return {
    open: () => JetStreamBus.connect({ servers, namespace }),
    injectRawJob: async (subject, json) => {
      // Opening a bus creates the stream the raw message has to land in.
      await (await JetStreamBus.connect({ servers, namespace })).close();
      await jetstream(admin).publish(names.wire(subject), json);
    },
    dispose: async () => {
      const jsm = await jetstreamManager(admin);
      for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
        await jsm.streams.delete(stream).catch(() => false);
      }
      await admin.close();
    },
  };
}

describe('JetStreamBus', () => {
  runBusContract(createWorld);
});

/** The value of `name{consumer}` in the domain registry's scrape; undefined when the series is absent. */
async function consumerGauge(name: string, consumer: string): Promise<number | undefined> {
  const metric = await domainRegistry.getSingleMetric(name)?.get();
  return metric?.values.find(({ labels }) => labels['consumer'] === consumer)?.value;
}

describe('JetStreamBus.watchConsumer', () => {
  let world: BusWorld;

  beforeEach(async () => {
    world = await createWorld();
  });

  afterEach(async () => {
    await world.dispose();
  });

  it('reports the backlog of a consumer that no process consumes, until it stops watching', async () => {
    const worker = await world.open();
    const gone = await worker.consumeJobs(
      'system.probe-job',
      { durable: 'unattended' },
      async () => undefined,
    );
    await gone.stop();
    await worker.close();
    expect(await consumerGauge('deckmill_bus_consumer_pending', 'unattended')).toBeUndefined();

    const watcher = await world.open();
    try {
      const stopWatching = watcher.watchConsumer('job', 'unattended');
      for (const id of ['u1', 'u2', 'u3']) await watcher.enqueueJob('system.probe-job', { id });
      // Readings are cached for a second.
      await waitFor(
        'three pending',
        async () => (await consumerGauge('deckmill_bus_consumer_pending', 'unattended')) === 3,
      );
      expect(await consumerGauge('deckmill_bus_consumer_ack_pending', 'unattended')).toBe(0);
      stopWatching();
      expect(await consumerGauge('deckmill_bus_consumer_pending', 'unattended')).toBeUndefined();
    } finally {
      await watcher.close();
    }
  });
});

describe('JetStreamBus idle pulls', () => {
  let world: BusWorld;
  let admin: Awaited<ReturnType<typeof connect>>;

  beforeEach(async () => {
    world = await createWorld();
    admin = await connect({ servers });
  });

  afterEach(async () => {
    await admin.close();
    await world.dispose();
  });

  it('keeps one pull open while idle whatever its concurrency, and still runs as many jobs at once', async () => {
    const names = jetStreamNames(`${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'local'}_${worlds}`);
    const bus = await world.open();
    const started: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await bus.consumeJobs('system.probe-job', { durable: 'idle-four', concurrency: 4 }, async (delivery) => {
      started.push(delivery.data.id);
      await released;
    });
    const jsm = await jetstreamManager(admin);
    // Four slots each pulling every second was most of an idle stack's CPU.
    await waitFor(
      'a single open pull',
      async () => (await jsm.consumers.info(names.jobsStream, 'idle-four')).num_waiting === 1,
    );

    for (const id of ['a', 'b', 'c', 'd']) await bus.enqueueJob('system.probe-job', { id });
    await waitFor('four jobs at once', () => started.length === 4);
    release();
    await bus.close();
  });
});
