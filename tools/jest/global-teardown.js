// Drops what the integration workers of this run created on the shared servers: PostgreSQL schemas and
// JetStream streams carry the run's namespace, so the machine's services do not grow run after run.
const { dropTestSchemas, stopContainers, NATS_URL } = require('../services/ensure-services');

async function deleteTestStreams(prefix) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: process.env.TEST_NATS_URL ?? NATS_URL, timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc);
    const doomed = [];
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(prefix)) doomed.push(stream.config.name);
    }
    for (const name of doomed) await jsm.streams.delete(name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

module.exports = async function globalTeardown() {
  // Up to the worker's `w` (setup-env.js): another run whose id merely starts with this one's keeps its schemas.
  const prefix = `t${process.env.DECKMILL_TEST_RUN}w`;
  await dropTestSchemas(prefix);
  // Clean-up is best effort: a leftover stream only costs space, never correctness.
  await deleteTestStreams(prefix.toUpperCase()).catch(() => undefined);
  await stopContainers();
};
