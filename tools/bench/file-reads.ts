// What reading a small file whole costs in each of Node's file APIs: open, one read, close, of files of a small
// deck's size in a fresh directory, one after another as a batch ZIP reads its decks. Prints wall and CPU (this
// process, all threads) per file for `fs/promises` file handles, callbacks on file descriptors, and the
// synchronous calls, over a few rounds.
//   node tools/run-ts.mjs tools/bench/file-reads.ts [--files 2000] [--size 140000] [--rounds 3]
import {
  closeSync,
  openSync,
  readSync,
  writeFileSync,
  close,
  open,
  read,
  mkdtempSync,
  rmSync,
} from 'node:fs';
import { open as openHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '2000' },
    size: { type: 'string', default: '140000' },
    rounds: { type: 'string', default: '3' },
  },
});
const files = Number(values.files);
const size = Number(values.size);
const dir = mkdtempSync(join(tmpdir(), 'deckmill-file-reads-'));
const paths = Array.from({ length: files }, (_, index) => join(dir, `deck-${index}`));
for (const [index, path] of paths.entries()) writeFileSync(path, Buffer.alloc(size, index % 256));
// One more byte than the file, as the store reads a deck of recorded size.
const buffer = Buffer.allocUnsafe(size + 1);

const openFd = promisify(open);
const readFd = promisify(read);
const closeFd = promisify(close);

const ways: Record<string, () => Promise<void> | void> = {
  'fs/promises handles': async () => {
    for (const path of paths) {
      const handle = await openHandle(path, 'r');
      await handle.read(buffer, 0, buffer.length, 0);
      await handle.close();
    }
  },
  'callbacks on descriptors': async () => {
    for (const path of paths) {
      const fd = await openFd(path, 'r');
      await readFd(fd, buffer, 0, buffer.length, 0);
      await closeFd(fd);
    }
  },
  synchronous: () => {
    for (const path of paths) {
      const fd = openSync(path, 'r');
      readSync(fd, buffer, 0, buffer.length, 0);
      closeSync(fd);
    }
  },
};

async function main(): Promise<void> {
  console.log(`${files} files of ${size} bytes: open, read, close (µs a file)`);
  console.log('| round | way | wall | CPU |');
  console.log('| --- | --- | --- | --- |');
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const [name, way] of Object.entries(ways)) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await way();
      const wall = ((performance.now() - started) * 1000) / files;
      const used = process.cpuUsage(cpu);
      console.log(
        `| ${round} | ${name} | ${wall.toFixed(0)} | ${((used.user + used.system) / files).toFixed(0)} |`,
      );
    }
  }
}

main()
  .finally(() => rmSync(dir, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
