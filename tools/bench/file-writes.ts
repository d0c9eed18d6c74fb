// What writing one file per deck costs the file system, whatever the writer: `deckmill generate --out-dir`'s way
// (fs/promises writeFile of the joined chunks, 8 in flight) beside callback writeFile, open + writev + close
// through callbacks (no join), and a synchronous open + writev + close loop (no thread hop, no promise). Prints
// files per second and CPU per file (user and system) of this process, twice, alternated. When system time
// dominates every way, the file system bounds --out-dir, not the CLI.
//   node tools/run-ts.mjs tools/bench/file-writes.ts [--files 3000] [--size 100000] [--dir /tmp/...]
import fs from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '3000' },
    size: { type: 'string', default: '100000' },
    dir: { type: 'string', default: path.join(tmpdir(), 'deckmill-file-writes') },
  },
});
const FILES = Number(values.files);
const SIZE = Number(values.size);
const DIR = values.dir;
const IN_FLIGHT = 8;
// A deck comes as chunks (the template's untouched entries and the row's parts); two stand in for them.
const CHUNKS = [Buffer.alloc(Math.ceil(SIZE * 0.6), 1), Buffer.alloc(Math.floor(SIZE * 0.4), 2)];

const fileName = (index: number) => path.join(DIR, `${index}.pptx`);

/** Runs `start(index, done)` for every file with at most IN_FLIGHT unfinished. */
async function bounded(start: (index: number, done: () => void) => void): Promise<void> {
  let running = 0;
  let wake: (() => void) | undefined;
  const done = () => {
    running -= 1;
    wake?.();
  };
  const settle = (atMost: number) =>
    new Promise<void>((resolve) => {
      const check = () => (running <= atMost ? resolve() : (wake = check));
      check();
    });
  for (let index = 0; index < FILES; index += 1) {
    await settle(IN_FLIGHT - 1);
    running += 1;
    start(index, done);
  }
  await settle(0);
}

const WAYS: Record<string, () => Promise<void> | void> = {
  'fs/promises writeFile (the CLI)': () =>
    bounded((index, done) => void writeFile(fileName(index), Buffer.concat(CHUNKS)).then(done)),
  'callback writeFile': () =>
    bounded((index, done) => fs.writeFile(fileName(index), Buffer.concat(CHUNKS), () => done())),
  'open + writev + close': () =>
    bounded((index, done) =>
      fs.open(fileName(index), 'w', (openError, fd) => {
        if (openError) throw openError;
        fs.writev(fd, CHUNKS, () => fs.close(fd, () => done()));
      }),
    ),
  'synchronous open + writev + close': () => {
    for (let index = 0; index < FILES; index += 1) {
      const fd = fs.openSync(fileName(index), 'w');
      fs.writevSync(fd, CHUNKS);
      fs.closeSync(fd);
    }
  },
};

async function main(): Promise<void> {
  console.log(`${FILES} files of ${SIZE} bytes into ${DIR}, a fresh directory per way`);
  for (const round of [1, 2]) {
    for (const [name, way] of Object.entries(WAYS)) {
      fs.rmSync(DIR, { recursive: true, force: true });
      fs.mkdirSync(DIR, { recursive: true });
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await way();
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const perFile = (micros: number) => (micros / FILES).toFixed(0);
      console.log(
        `run ${round}  ${name.padEnd(34)} ${(FILES / seconds).toFixed(0).padStart(6)} files/s  ` +
          `CPU ${perFile(cpu.user + cpu.system)} us/file (user ${perFile(cpu.user)}, system ${perFile(cpu.system)})`,
      );
    }
  }
  fs.rmSync(DIR, { recursive: true, force: true });
}

void main();
