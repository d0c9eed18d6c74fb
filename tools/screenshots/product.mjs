// Starts the built product the way `npm start` does (embedded mode, one process, no outside service), on a
// temporary HOME and DATA_DIR and a free port, and stops it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What tools/start.mjs runs once it has built. */
const SERVER_MAIN = path.join(ROOT, 'dist/server/apps/server/src/main.js');
const BUILT_WEB = path.join(ROOT, 'dist/web');
const START_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Fails early, with what to do, when `npm run build` has not run. */
function checkBuilt() {
  const missing = [SERVER_MAIN, path.join(BUILT_WEB, 'web-app/index.html')].filter((f) => !fs.existsSync(f));
  if (missing.length > 0)
    throw new Error(`The product is not built (${missing.join(', ')} missing): run \`npm run build\` first.`);
}

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The product exited with code ${child.exitCode} while starting:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * The product on a temporary directory, with `adminEmail` as its operator. Mail is written as .eml files to
 * `<dataDir>/mail` (no SMTP_URL). The built front ends are copied first, so a rebuild in another terminal
 * cannot swap the pages under the screenshots.
 */
export async function startProduct({ adminEmail }) {
  checkBuilt();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-screens-'));
  const dataDir = path.join(tmp, 'data');
  const home = path.join(tmp, 'home');
  const webRoot = path.join(tmp, 'web');
  fs.mkdirSync(home);
  fs.cpSync(BUILT_WEB, webRoot, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    HOME: home,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: baseUrl,
    ADMIN_EMAIL: adminEmail,
    DECKMILL_MODE: 'embedded',
    DECKMILL_WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
  };
  delete env.SMTP_URL;
  let log = '';
  // The IPC channel makes the server stop by itself if this script dies (apps/server/src/main.ts).
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, mailDir: path.join(dataDir, 'mail'), output, stop };
}
