// `npm run start:stack`: distributed mode on this machine for development. Every service is its own process,
// against the local PostgreSQL (database deckmill_dev), NATS JetStream and an S3 server (s3rver, data in
// .data/s3). The gateway listens on PORT (default 3000); the other services on 3101.. for health and metrics.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { ensureLocalServices } = require('./services/ensure-services.js');
const S3rver = require('s3rver');

const SERVICES = [
  'identity',
  'teams',
  'templates',
  'generation',
  'billing',
  'admin',
  'mail',
  'webhooks',
  'converter',
];
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/deckmill_dev';
const s3Port = Number(process.env.S3_PORT ?? 4569);
const children = [];

async function ensureDatabase() {
  const { Client } = require('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

async function startS3() {
  const directory = path.join(root, '.data/s3');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port: s3Port, address: '127.0.0.1', directory, silent: true });
  await server.run();
  return server;
}

function env(extra) {
  return {
    ...process.env,
    DECKMILL_MODE: 'distributed',
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: 'deckmill-dev',
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'development-only-secret-0123456789abcdef',
    ROW_ENCRYPTION_KEYS:
      process.env.ROW_ENCRYPTION_KEYS ??
      `dev:${Buffer.from('development-only-row-key-32bytes').toString('base64')}`,
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

execFileSync(process.execPath, [path.join(root, 'tools/build.mjs')], { cwd: root, stdio: 'inherit' });
await ensureLocalServices();
await ensureDatabase();
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
SERVICES.forEach((service, index) =>
  launch(service, [`--target=${service}`], { PORT: String(3101 + index) }),
);
launch('gateway', ['--target=gateway'], { PORT: String(port) });
console.log(`\nDeckmill (distributed) is starting at http://localhost:${port}\n`);

const shutdown = async () => {
  for (const child of children) child.kill('SIGTERM');
  await s3.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
