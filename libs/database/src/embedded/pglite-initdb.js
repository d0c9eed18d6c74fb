// Initialises a PostgreSQL cluster with PGlite in the directory given as the first argument. Runs as its own
// short-lived process, like PostgreSQL's initdb: PGlite's initdb needs about 700 MB while it runs, and only a
// process exit gives all of it back, so the server never holds it.
// Plain JavaScript on purpose: it is started with `node`, outside any TypeScript or test transform.
const fs = require('node:fs');
const path = require('node:path');

/** Written last: a template without it is incomplete (interrupted, or partly deleted) and is rebuilt. */
const COMPLETE_MARKER = '.deckmill-complete';

/** PGlite creates files readable and writable by everyone; the template is this user's only. */
function restrictToOwner(dir) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) throw new Error(`Unexpected symbolic link in a new cluster: ${full}`);
    if (entry.isDirectory()) restrictToOwner(full);
    else fs.chmodSync(full, 0o600);
  }
}

async function main() {
  const [target] = process.argv.slice(2);
  if (!target) throw new Error('usage: pglite-initdb.js <cluster directory>');
  const { PGlite } = await import('@electric-sql/pglite');
  // Built beside the target and renamed, so a reader never sees half a cluster.
  const partial = `${target}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: partial });
  await db.close();
  restrictToOwner(partial);
  fs.writeFileSync(path.join(partial, COMPLETE_MARKER), '', { mode: 0o600 });
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another process finished the same template first: theirs is as good, if it is complete.
    if (!fs.existsSync(path.join(target, COMPLETE_MARKER))) throw error;
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
