// Initialises a PostgreSQL cluster with PGlite in the directory given as the first argument (which must not
// exist yet). Runs as its own short-lived process, like PostgreSQL's initdb: PGlite's initdb needs about
// 700 MB while it runs, and only a process exit gives all of it back, so the server never holds it.
// Plain JavaScript on purpose: it is started with `node`, outside any TypeScript or test transform.
const fs = require('node:fs');

async function main() {
  const [target] = process.argv.slice(2);
  if (!target) throw new Error('usage: pglite-initdb.js <cluster directory>');
  const { PGlite } = await import('@electric-sql/pglite');
  // Built beside the target and renamed, so a reader never sees half a cluster.
  const partial = `${target}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: partial });
  await db.close();
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    // Another process finished the same template first: theirs is as good.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
