// Imported first by download-throughput.ts: the test stack's schemas and streams carry a namespace of their
// own (as a Jest worker's do), set before any module reads it. Dropped by `dropBenchNamespace` at the end.
import 'reflect-metadata';

export const BENCH_RUN = `bench${process.pid}`;
process.env['DECKMILL_TEST_RUN'] = BENCH_RUN;
process.env['DECKMILL_TEST_NAMESPACE'] = `t${BENCH_RUN}w0`;
process.env['DECKMILL_SCHEMA_PREFIX'] = `t${BENCH_RUN}w0_`;
process.env['LOG_LEVEL'] = process.env['LOG_LEVEL'] ?? 'silent';

/** Drops this run's PostgreSQL schemas and JetStream streams from the machine's shared servers. */
export async function dropBenchNamespace(): Promise<void> {
  const services = require('../services/ensure-services.js') as {
    dropTestSchemas(prefix: string): Promise<void>;
    NATS_URL: string;
  };
  await services.dropTestSchemas(`t${BENCH_RUN}`);
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? services.NATS_URL, timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc);
    const prefix = `T${BENCH_RUN}`.toUpperCase();
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(prefix)) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}
