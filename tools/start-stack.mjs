// `npm run start:stack`: distributed mode on this machine for development. Every service is its own process,
// against PostgreSQL (DATABASE_URL, default the local deckmill_dev), NATS JetStream (NATS_URL) and S3
// (S3_ENDPOINT, or an s3rver of its own with data in .data/s3). The gateway listens on PORT (default 3000); the
// other services on SERVICE_PORT_BASE.. (default 3101) for health and metrics. Secrets left unset get fixed
// development-only values, and it says which. It never creates a database unless run with --create-database
// (tools/stack/stack-config.js reads all of it; `-- --help` lists it).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const {
  defaultedSecrets,
  missingDatabaseMessage,
  serviceEnvironment,
  SERVICES,
  stackSettings,
  StackUsageError,
  TARGETS,
  USAGE,
} = require('./stack/stack-config.js');
const S3rver = require('s3rver');

let settings;
try {
  settings = stackSettings(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof StackUsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (settings.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = settings.port;
const children = [];
const defaulted = defaultedSecrets(process.env);
if (defaulted.length > 0) {
  console.log(
    `${defaulted.join(', ')} ${defaulted.length === 1 ? 'is' : 'are'} unset: using fixed development-only ` +
      'values (tools/stack/stack-config.js), for this machine only; set them in any other environment.',
  );
}

/** Stops with what to do when the database is missing; creates it only when asked (--create-database). */
async function checkDatabase() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: settings.databaseUrl });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => undefined);
    // 3D000: invalid_catalog_name, the database does not exist.
    if (error.code !== '3D000') throw new Error(`PostgreSQL at DATABASE_URL refused: ${error.message}`);
  }
  if (!settings.createDatabase) throw new Error(missingDatabaseMessage(settings.databaseUrl));
  const url = new URL(settings.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`Created database "${name}" (--create-database).`);
  } finally {
    await admin.end();
  }
}

/** NATS must answer before any service starts; the stack never starts or configures a server itself. */
function checkNats() {
  const url = new URL(settings.natsUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 4222) });
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer in 3 s')));
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', (error) =>
      reject(new Error(`NATS is not reachable at ${url.host} (NATS_URL): ${error.message}`)),
    );
  });
}

async function startS3() {
  if (!settings.s3.ownServer) return undefined;
  const directory = path.join(root, '.data/s3');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port: settings.s3.port, address: '127.0.0.1', directory, silent: true });
  await server.run();
  return server;
}

function env(extra) {
  return {
    ...serviceEnvironment(settings, process.env),
    DECKMILL_WEB_ROOT: path.join(root, 'dist/web'),
    ...extra,
  };
}

function launch(name, args, extra) {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/apps/server/src/main.js'), ...args], {
    cwd: root,
    env: env(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  children.push(child);
  return child;
}

// Before the build: a missing database or NATS is said in a second, not after minutes of building.
try {
  await checkDatabase();
  await checkNats();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
execFileSync(process.execPath, [path.join(root, 'tools/build.mjs')], { cwd: root, stdio: 'inherit' });
const s3 = await startS3();
execFileSync(
  process.execPath,
  [path.join(root, 'dist/server/apps/server/src/main.js'), `--target=${SERVICES.join(',')}`, '--migrate'],
  {
    cwd: root,
    env: env({}),
    stdio: 'inherit',
  },
);
TARGETS.forEach((target, index) =>
  launch(target, [`--target=${target}`], { PORT: String(settings.servicePortBase + index) }),
);
launch('gateway', ['--target=gateway'], { PORT: String(port) });
console.log(`\nDeckmill (distributed) is starting at http://localhost:${port}\n`);

const shutdown = async () => {
  for (const child of children) child.kill('SIGTERM');
  await s3?.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
