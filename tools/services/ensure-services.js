// Makes sure the real PostgreSQL and NATS JetStream servers the integration tests use are reachable.
// A stopped but installed server is started with the same command the machine uses at boot; a missing one
// is reported with what to start. Testcontainers is used instead when a Docker engine answers.
const net = require('node:net');
const fs = require('node:fs');
const { execSync } = require('node:child_process');

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function tryRun(command) {
  try {
    execSync(command, { stdio: 'ignore', timeout: 60000 });
    return true;
  } catch {
    return false;
  }
}

async function ensurePostgres() {
  const url = new URL(PG_URL);
  const port = Number(url.port || 5432);
  if (await reachable(url.hostname, port)) return;
  if (fs.existsSync('/etc/postgresql')) {
    const version = fs.readdirSync('/etc/postgresql')[0];
    tryRun(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    if (await waitFor(url.hostname, port, 30)) return;
  }
  throw new Error(
    `PostgreSQL is not reachable at ${url.hostname}:${port}. Start it (pg_ctlcluster <version> main start) ` +
      'or set TEST_DATABASE_URL to a PostgreSQL server the tests may use.',
  );
}

async function ensureNats() {
  const url = new URL(NATS_URL);
  const port = Number(url.port || 4222);
  if (await reachable(url.hostname, port)) return;
  if (fs.existsSync('/usr/sbin/nats-server')) {
    fs.mkdirSync('/var/lib/nats-server', { recursive: true });
    tryRun(
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 ' +
        '-js -sd /var/lib/nats-server -l /var/log/nats-server.log',
    );
    if (await waitFor(url.hostname, port, 30)) return;
  }
  throw new Error(
    `NATS with JetStream is not reachable at ${url.hostname}:${port}. Start it (nats-server -js) ` +
      'or set TEST_NATS_URL to a NATS server with JetStream enabled.',
  );
}

async function ensureTestDatabase() {
  const { Client } = require('pg');
  const url = new URL(process.env.TEST_DATABASE_URL ?? PG_URL);
  const dbName = url.pathname.slice(1) || 'test';
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (found.rowCount === 0) {
      // Two Jest runs start together in `npm test` (the groups and the suites beside them): the other may
      // create it between the look and the create (42P04 duplicate database, 23505 its catalogue row).
      await admin.query(`CREATE DATABASE "${dbName}"`).catch((error) => {
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await admin.end();
  }
}

function dockerEngineAnswers() {
  return tryRun('docker info');
}

/**
 * Where a Docker engine exists, PostgreSQL and NATS JetStream come from testcontainers when the machine does
 * not run them itself. Containers live until the test run ends (globalTeardown stops them).
 */
async function startContainers() {
  const { GenericContainer, Wait } = require('testcontainers');
  const postgres = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const nats = await new GenericContainer('nats:2.10-alpine')
    .withCommand(['-js'])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  globalThis.__deckmillContainers = [postgres, nats];
  process.env.TEST_DATABASE_URL = `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/test`;
  process.env.TEST_NATS_URL = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
}

async function stopContainers() {
  for (const container of globalThis.__deckmillContainers ?? []) await container.stop();
}

async function ensureLocalServices() {
  process.env.TEST_DATABASE_URL = PG_URL;
  process.env.TEST_NATS_URL = NATS_URL;
  try {
    await Promise.all([ensurePostgres(), ensureNats()]);
  } catch (error) {
    if (!dockerEngineAnswers()) throw error;
    await startContainers();
  }
  await ensureTestDatabase();
}

async function dropTestSchemas(prefix) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL ?? PG_URL });
  try {
    await client.connect();
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 || '%'", [
      prefix,
    ]);
    for (const row of rows) await client.query(`DROP SCHEMA IF EXISTS "${row.nspname}" CASCADE`);
  } catch {
    // Clean-up is best effort: a leftover schema only costs space, never correctness.
  } finally {
    await client.end().catch(() => undefined);
  }
}

module.exports = { ensureLocalServices, stopContainers, dropTestSchemas, reachable, PG_URL, NATS_URL };
