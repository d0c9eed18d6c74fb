import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { jetStreamNames } from '../src/jetstream/names';
import { runRpcContract } from './rpc.contract';

const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const namespace = (world: string) =>
  `${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'local'}_rpc_${world.replace(/[^A-Za-z0-9]/g, '_')}`;

describe('request/reply over NATS', () => {
  runRpcContract((world) => ({
    mode: 'distributed',
    natsUrl,
    namespace: namespace(world),
    rpcTimeoutMs: 3_000,
  }));

  afterAll(async () => {
    // The module's bus created streams in these namespaces.
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    for (const world of ['main', 'nobody-serves']) {
      const names = jetStreamNames(namespace(world));
      for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
        await jsm.streams.delete(stream).catch(() => false);
      }
    }
    await nc.close();
  });
});
