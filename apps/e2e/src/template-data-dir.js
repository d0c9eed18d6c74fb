// One migrated DATA_DIR for every e2e product to start from. A first start on an empty directory runs every
// migration of every service against PGlite: about 10 s on an idle machine and over a minute beside a busy
// e2e worker, once per suite. The template is made once per run; each product gets a copy.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
/** The variable that hands the template's path to the suites (Jest's workers inherit the setup's environment). */
const TEMPLATE_ENV = 'DECKMILL_E2E_TEMPLATE_DATA_DIR';
/** What a running product keeps in DATA_DIR for itself alone (its pid file): never copied. */
const PER_PROCESS = new Set(['run']);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not become healthy within ${timeoutMs} ms`);
}

/** Starts the product once on a new directory, waits until it is healthy, stops it and returns the directory. */
async function makeTemplateDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-e2e-template-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The template data directory could not be made: ${error.message}\n${log}`);
  }
  // A clean stop closes the database, so the copies open a consistent one. The server ends the way it was
  // asked to, by SIGTERM once it has shut down, and the launcher likewise.
  child.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0 && signal !== 'SIGTERM') {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The template product stopped with code ${code} (${signal})\n${log}`);
  }
  fs.rmSync(path.join(dataDir, 'run'), { recursive: true, force: true });
  return dataDir;
}

/** Copies the template (when the run made one) into a product's new, empty DATA_DIR. */
function copyTemplateDataDir(dataDir) {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) return false;
  fs.cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => !PER_PROCESS.has(path.relative(template, source).split(path.sep)[0]),
  });
  return true;
}

module.exports = { TEMPLATE_ENV, makeTemplateDataDir, copyTemplateDataDir };
