// The settings of `npm run start:stack` (tools/start-stack.mjs): from its command line and the environment,
// with this machine's usual services as defaults. Plain CommonJS so the launcher needs no build to read them.

const USAGE = `Usage: npm run start:stack [-- --create-database]

  --create-database   create the database DATABASE_URL names when it does not exist (never done otherwise)

Environment (defaults in brackets):
  PORT                 the gateway's port [3000]
  SERVICE_PORT_BASE    first port of the other services' health and metrics listeners, one each [3101]
  APP_URL              public URL [http://localhost:<PORT>]
  DATABASE_URL         [postgres://postgres@127.0.0.1:5432/deckmill_dev]
  NATS_URL             [nats://127.0.0.1:4222]
  S3_ENDPOINT          an S3 server to use; unset: an s3rver of its own on S3_PORT [4569], data in .data/s3
  S3_ACCESS_KEY, S3_SECRET_KEY   required with S3_ENDPOINT
  S3_BUCKET            [deckmill-dev]
  SESSION_SECRET, WEBHOOK_SECRET_KEY, ROW_ENCRYPTION_KEYS
                       secrets; unset: fixed development-only values, said at start (for this machine only:
                       anyone who reads this file knows them)`;

/**
 * The secrets every deployment must set, with the fixed values start:stack uses when one is unset: the stack
 * then starts on a clean machine (before, without WEBHOOK_SECRET_KEY the webhooks service stopped at start with
 * "WEBHOOK_SECRET_KEY is required"). Fixed, not generated, so a restart still reads what it stored.
 */
const DEVELOPMENT_SECRETS = {
  SESSION_SECRET: 'development-only-secret-0123456789abcdef',
  WEBHOOK_SECRET_KEY: 'development-only-webhook-secret-key-0123456789',
  ROW_ENCRYPTION_KEYS: `dev:${Buffer.from('development-only-row-key-32bytes').toString('base64')}`,
};

/** The names of the secrets the environment leaves unset, which the stack's development values stand in for. */
function defaultedSecrets(env) {
  return Object.keys(DEVELOPMENT_SECRETS).filter((name) => !env[name]);
}

/** The services the stack migrates in one run. */
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
// The processes besides the gateway, on SERVICE_PORT_BASE and the ports after it: generation as its API and a
// render worker, every other service whole.
const TARGETS = SERVICES.flatMap((service) =>
  service === 'generation' ? ['generation-api', 'generation-worker'] : [service],
);

class StackUsageError extends Error {}

function port(env, name, fallback) {
  const text = env[name] || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
    throw new StackUsageError(`${name} must be a port from 1 to 65535, got "${text}"`);
  }
  return value;
}

function url(env, name, fallback, schemes) {
  const text = env[name] || fallback;
  let parsed;
  try {
    parsed = new URL(text);
  } catch {
    throw new StackUsageError(`${name} is not a URL: "${text}"`);
  }
  if (!schemes.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new StackUsageError(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}`);
  }
  return text;
}

function s3Settings(env) {
  const bucket = env.S3_BUCKET || 'deckmill-dev';
  if (!env.S3_ENDPOINT) {
    const s3Port = port(env, 'S3_PORT', 4569);
    return {
      ownServer: true,
      port: s3Port,
      endpoint: `http://127.0.0.1:${s3Port}`,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket,
    };
  }
  const missing = ['S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new StackUsageError(`S3_ENDPOINT is set: set ${missing.join(' and ')} too`);
  return {
    ownServer: false,
    endpoint: env.S3_ENDPOINT,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket,
  };
}

/** Reads the command line and environment; throws StackUsageError with what to fix. */
function stackSettings(argv, env) {
  const unknown = argv.filter((arg) => arg !== '--create-database' && arg !== '--help');
  if (unknown.length > 0) throw new StackUsageError(`Unknown argument ${unknown.join(' ')}\n\n${USAGE}`);
  const gatewayPort = port(env, 'PORT', 3000);
  const servicePortBase = port(env, 'SERVICE_PORT_BASE', 3101);
  const lastServicePort = servicePortBase + TARGETS.length - 1;
  // Two processes on one port: the later one would fail to listen, well after the others started.
  if (gatewayPort >= servicePortBase && gatewayPort <= lastServicePort) {
    throw new StackUsageError(
      `PORT ${gatewayPort} falls in the other services' ports ${servicePortBase}-${lastServicePort} ` +
        '(SERVICE_PORT_BASE and the next ones): choose another PORT or SERVICE_PORT_BASE',
    );
  }
  if (lastServicePort > 65535) {
    throw new StackUsageError(`SERVICE_PORT_BASE leaves no room for ${TARGETS.length} ports below 65536`);
  }
  return {
    help: argv.includes('--help'),
    createDatabase: argv.includes('--create-database'),
    port: gatewayPort,
    servicePortBase,
    appUrl: env.APP_URL || `http://localhost:${gatewayPort}`,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/deckmill_dev', [
      'postgres',
      'postgresql',
    ]),
    natsUrl: url(env, 'NATS_URL', 'nats://127.0.0.1:4222', ['nats', 'tls']),
    s3: s3Settings(env),
  };
}

/** The environment every process of the stack starts with (the launcher adds each one's PORT). */
function serviceEnvironment(settings, env) {
  return {
    ...env,
    DECKMILL_MODE: 'distributed',
    APP_URL: settings.appUrl,
    DATABASE_URL: settings.databaseUrl,
    NATS_URL: settings.natsUrl,
    S3_ENDPOINT: settings.s3.endpoint,
    S3_ACCESS_KEY: settings.s3.accessKey,
    S3_SECRET_KEY: settings.s3.secretKey,
    S3_BUCKET: settings.s3.bucket,
    ...Object.fromEntries(
      Object.entries(DEVELOPMENT_SECRETS).map(([name, fallback]) => [name, env[name] || fallback]),
    ),
  };
}

/** What to say when DATABASE_URL names a database that does not exist and --create-database was not given. */
function missingDatabaseMessage(databaseUrl) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  return (
    `Database "${name}" does not exist on ${target.hostname}:${target.port || 5432}. start:stack never creates ` +
    `one by itself: create it (createdb -h ${target.hostname} -U ${decodeURIComponent(target.username) || 'postgres'} ${name}), ` +
    'point DATABASE_URL at one that exists, or run npm run start:stack -- --create-database.'
  );
}

module.exports = {
  stackSettings,
  serviceEnvironment,
  defaultedSecrets,
  DEVELOPMENT_SECRETS,
  missingDatabaseMessage,
  StackUsageError,
  USAGE,
  SERVICES,
  TARGETS,
};
