// Runs PGlite and its wire-protocol socket server on a worker thread: PGlite executes queries synchronously
// inside WebAssembly, and on its own thread that work never blocks the HTTP server's event loop.
// Plain JavaScript on purpose: worker threads load files natively, outside any TypeScript or test transform.
const { parentPort, workerData } = require('node:worker_threads');

/**
 * PostgreSQL's settings for a one-user database of a few hundred MB: 16 MB of shared buffers instead of 128 MB
 * keeps the embedded process well under its memory budget; the operating system's page cache still holds the
 * files, so reads stay fast.
 */
const SETTINGS = ['-c', 'shared_buffers=16MB'];

async function main() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create({
    dataDir: workerData.pgDir,
    startParams: [...PGlite.defaultStartParams, ...SETTINGS],
  });
  const server = new PGLiteSocketServer({ db, path: workerData.listenPath, maxConnections: 1 });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
  parentPort.on('message', async (message) => {
    if (message.type !== 'stop') return;
    // server.stop() waits for every socket to end; a client that vanished must not block a clean shutdown,
    // while db.close() must always run so PGlite flushes its files.
    await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  });
}

main().catch((error) => {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
