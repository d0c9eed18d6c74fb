import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { JetStreamBus } from '../src/jetstream/jetstream-bus';
import { jetStreamNames } from '../src/jetstream/names';
import { runBusContract, type BusWorld } from './bus.contract';

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
