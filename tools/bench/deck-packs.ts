// One object per deck against one object per chunk of decks (a pack), measured on the stores alone before
// the pipeline is changed for it (docs/decisions.md, "Why one object per deck and not one per chunk, yet"):
// storing a batch's decks, the batch ZIP read back from them, and one deck read alone (its own GET, or a
// ranged GET into its pack). The S3 stand-in (s3rver) runs in a child process of its own so its CPU is read
// apart from this process's; the file store (embedded mode's, encrypted) runs here.
//   node tools/run-ts.mjs tools/bench/deck-packs.ts [--decks 2000] [--size 140000] [--pack 50] [--in-flight 4]
//     [--runs 2] [--storage s3|files|both]
// Decks are random bytes (a deck is deflated: incompressible), stored `--in-flight` at a time as workers would.
// The pack ZIP is the product's writer (`storedZipChunks`, CRC and headers per deck) fed from whole packs, one
// GET each, the next pack fetched while the one before is written: a lower bound on what a pack reader costs
// (it holds up to three packs: the one read, the next, and the one before while the writer lets it go).
// A deck read alone from a pack is a ranged GET of a recorded size (no stat first), as a row would record it.
// Each layout's objects are deleted once they have been read, so the stores do not grow from run to run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileUrlSigner, FsObjectStorage, type ObjectStorage } from '@deckmill/storage';
import { S3ObjectStorage } from '@deckmill/storage/s3';
import {
  streamBatchZip,
  type ZipEntry,
} from '../../apps/gateway/src/presentations/download/stream-batch-zip';
import {
  storedZipChunks,
  type StoredZipFile,
} from '../../apps/gateway/src/presentations/download/stored-zip-stream';
import { choiceArgument, wholeNumberArgument } from './bench-arguments';
import { cpuSeconds } from './peak-rss';
import { startS3Process } from './s3-child';

const DECKS = wholeNumberArgument('decks', 2000);
const SIZE = wholeNumberArgument('size', 140_000);
const PACK = wholeNumberArgument('pack', 50);
const IN_FLIGHT = wholeNumberArgument('in-flight', 4);
const RUNS = wholeNumberArgument('runs', 2);
const STORAGE = choiceArgument('storage', ['s3', 'files', 'both'], 'both');
/** Single decks read alone, one at a time (a row's download, a mail's attachment). */
const SINGLE_READS = 300;
/** Distinct random decks, cycled (s3rver hashes every byte either way). */
const DISTINCT = 32;
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

interface Store {
  readonly label: string;
  readonly storage: ObjectStorage;
  /** The server's CPU seconds so far, when it runs apart (s3rver), else undefined. */
  readonly serverCpu: () => number | undefined;
}

interface Cost {
  /** Wall, this process's CPU and the server's CPU, milliseconds a deck. */
  readonly wallMs: number;
  readonly clientMs: number;
  readonly serverMs: number | undefined;
  readonly megabytesPerSecond: number;
}

const decks = Array.from({ length: DISTINCT }, () => randomBytes(SIZE));
const deckAt = (index: number) => decks[index % DISTINCT] as Buffer;

async function measured(store: Store, count: number, work: () => Promise<number>): Promise<Cost> {
  const server = store.serverCpu();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const serverAfter = store.serverCpu();
  return {
    wallMs: wall / count,
    clientMs: (used.user + used.system) / 1000 / count,
    serverMs:
      server === undefined || serverAfter === undefined ? undefined : ((serverAfter - server) * 1000) / count,
    megabytesPerSecond: bytes / 1e6 / (wall / 1000),
  };
}

/** Runs `task(index)` for each index below `count`, `IN_FLIGHT` at a time. */
async function lanes(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) await task(index);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
}

const packs = () => Math.ceil(DECKS / PACK);
const packDecks = (pack: number) => Math.min(PACK, DECKS - pack * PACK);

async function storeDecks(store: Store, prefix: string): Promise<Cost> {
  return measured(store, DECKS, async () => {
    await lanes(DECKS, async (index) => {
      await store.storage.putChunks(`${prefix}/deck-${index}.pptx`, [deckAt(index)], {
        contentType: CONTENT_TYPE,
        size: SIZE,
      });
    });
    return DECKS * SIZE;
  });
}

async function storePacks(store: Store, prefix: string): Promise<Cost> {
  return measured(store, DECKS, async () => {
    await lanes(packs(), async (pack) => {
      const count = packDecks(pack);
      const chunks = Array.from({ length: count }, (_, offset) => deckAt(pack * PACK + offset));
      await store.storage.putChunks(`${prefix}/pack-${pack}`, chunks, {
        contentType: 'application/octet-stream',
        size: count * SIZE,
      });
    });
    return DECKS * SIZE;
  });
}

async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  await pipeline(
    stream,
    new Writable({
      objectMode: true,
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    }),
  );
  return bytes;
}

async function zipOfDecks(store: Store, prefix: string): Promise<Cost> {
  const entries: ZipEntry[] = Array.from({ length: DECKS }, (_, index) => ({
    key: `${prefix}/deck-${index}.pptx`,
    fileName: `deck ${index}.pptx`,
    sizeBytes: SIZE,
  }));
  return measured(store, DECKS, () => drain(streamBatchZip(store.storage, [entries])));
}

async function readWhole(storage: ObjectStorage, key: string, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await storage.getStream(key, { expect: { size } })) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function zipOfPacks(store: Store, prefix: string): Promise<Cost> {
  const fetched = new Map<number, Promise<Buffer>>();
  /** The pack's bytes, fetched once (undefined past the last pack). */
  const pack = (index: number): Promise<Buffer> | undefined => {
    if (index >= packs()) return undefined;
    let bytes = fetched.get(index);
    if (!bytes) {
      bytes = readWhole(store.storage, `${prefix}/pack-${index}`, packDecks(index) * SIZE);
      bytes.catch(() => undefined);
      fetched.set(index, bytes);
    }
    return bytes;
  };
  async function* files(): AsyncGenerator<StoredZipFile> {
    for (let index = 0; index < DECKS; index += 1) {
      const packIndex = Math.floor(index / PACK);
      const at = (index % PACK) * SIZE;
      yield {
        fileName: `deck ${index}.pptx`,
        sizeBytes: SIZE,
        open: async () => {
          const bytes = await (pack(packIndex) as Promise<Buffer>);
          // The next pack is on its way while this one is written; the one before is let go.
          void pack(packIndex + 1);
          fetched.delete(packIndex - 1);
          return Readable.from([bytes.subarray(at, at + SIZE)]);
        },
      };
    }
  }
  return measured(store, DECKS, () =>
    drain(Readable.from(storedZipChunks(files(), new Date()), { objectMode: true, highWaterMark: 2 })),
  );
}

async function singleReads(store: Store, read: (index: number) => Promise<number>): Promise<Cost> {
  return measured(store, SINGLE_READS, async () => {
    let bytes = 0;
    for (let readIndex = 0; readIndex < SINGLE_READS; readIndex += 1) {
      bytes += await read((readIndex * 7919) % DECKS);
    }
    return bytes;
  });
}

/** A deck's bytes read alone: its own object, or its range of a pack of `packBytes` (recorded, so no stat). */
async function readDeck(
  storage: ObjectStorage,
  key: string,
  inPack?: { readonly start: number; readonly packBytes: number },
) {
  let bytes = 0;
  const options = inPack
    ? { range: { start: inPack.start, end: inPack.start + SIZE - 1 }, expect: { size: inPack.packBytes } }
    : { expect: { size: SIZE } };
  const stream = await storage.getStream(key, options);
  for await (const part of stream) bytes += (part as Buffer).length;
  if (bytes !== SIZE) throw new Error(`${key}: read ${bytes} bytes, expected ${SIZE}`);
  return bytes;
}

const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '-' : value.toFixed(digits));

function printRow(store: Store, run: number, what: string, cost: Cost, withRate = false): void {
  const rate = withRate ? ` ${fixed(cost.megabytesPerSecond, 0)} |` : ' |';
  console.log(
    `| ${store.label} | ${run} | ${what} | ${fixed(cost.wallMs, 3)} | ${fixed(cost.clientMs, 3)} | ${fixed(cost.serverMs, 3)} |${rate}`,
  );
}

async function compare(store: Store): Promise<void> {
  await store.storage.ensureBucket();
  for (let run = 1; run <= RUNS; run += 1) {
    // Alternated: which layout goes first swaps every run.
    const layouts = run % 2 === 1 ? (['decks', 'packs'] as const) : (['packs', 'decks'] as const);
    for (const layout of layouts) {
      const prefix = `run-${run}/${layout}`;
      if (layout === 'decks') {
        printRow(store, run, 'store: an object a deck', await storeDecks(store, prefix));
        printRow(store, run, 'ZIP: a GET a deck', await zipOfDecks(store, prefix), true);
        const single = await singleReads(store, (index) =>
          readDeck(store.storage, `${prefix}/deck-${index}.pptx`),
        );
        printRow(store, run, 'one deck alone: its GET', single);
      } else {
        printRow(store, run, `store: an object a pack of ${PACK}`, await storePacks(store, prefix));
        printRow(store, run, 'ZIP: a GET a pack', await zipOfPacks(store, prefix), true);
        const single = await singleReads(store, (index) => {
          const pack = Math.floor(index / PACK);
          return readDeck(store.storage, `${prefix}/pack-${pack}`, {
            start: (index % PACK) * SIZE,
            packBytes: packDecks(pack) * SIZE,
          });
        });
        printRow(store, run, 'one deck alone: a ranged GET', single);
      }
      // Each object by its key: s3rver cannot list past 1,000 keys (deletePrefix's way), as its continuation token
      // is DES, which OpenSSL 3 refuses (a 500).
      const keys =
        layout === 'decks'
          ? Array.from({ length: DECKS }, (_, index) => `${prefix}/deck-${index}.pptx`)
          : Array.from({ length: packs() }, (_, pack) => `${prefix}/pack-${pack}`);
      await lanes(keys.length, (index) => store.storage.delete(keys[index] as string));
    }
  }
}

async function main(): Promise<void> {
  console.log(
    `${DECKS} decks of ${(SIZE / 1e3).toFixed(0)} KB, packs of ${PACK}, ${IN_FLIGHT} stored at a time; milliseconds a deck (this process's CPU, the server's CPU apart when it runs apart)\n`,
  );
  console.log('| store | run | step | wall ms a deck | client CPU ms | server CPU ms | MB/s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  if (STORAGE === 'files' || STORAGE === 'both') {
    const dir = await mkdtemp(join(tmpdir(), 'deckmill-deck-packs-'));
    try {
      const signer = new FileUrlSigner({
        secret: 'deck-packs-bench-secret-0123456789abc',
        baseUrl: 'http://l',
      });
      const storage = new FsObjectStorage({ rootDir: dir, signer, encryptionKey: randomBytes(32) });
      await compare({ label: 'files', storage, serverCpu: () => undefined });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (STORAGE === 's3' || STORAGE === 'both') {
    const s3 = await startS3Process();
    try {
      const { endpoint, accessKey, secretKey, region } = s3;
      const storage = new S3ObjectStorage({ endpoint, accessKey, secretKey, region, bucket: 'deck-packs' });
      await compare({ label: 's3rver', storage, serverCpu: () => cpuSeconds(s3.pid) ?? undefined });
    } finally {
      await s3.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
