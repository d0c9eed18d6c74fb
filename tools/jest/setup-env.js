// Runs in every test worker before any test module is loaded.
// Gives each worker its own namespace so parallel workers never share database schemas or NATS streams.
require('reflect-metadata');
const worker = process.env.JEST_WORKER_ID ?? '0';
const run = process.env.DECKMILL_TEST_RUN ?? String(process.pid);
process.env.DECKMILL_TEST_NAMESPACE = `t${run}w${worker}`;
process.env.DECKMILL_SCHEMA_PREFIX = `${process.env.DECKMILL_TEST_NAMESPACE}_`.toLowerCase();
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
