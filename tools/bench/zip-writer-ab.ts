// The batch ZIP's writer alone, side by side in one run: the previous one (fflate's streaming Zip,
// one deck at a time, as `streamZip` still does for data exports) against `streamBatchZip` (its own stored
// writer, native CRC, decks opened ahead), over the same objects in files on disk (embedded mode's encrypted
// store) and in s3rver, written into nothing. Prints MB/s and MB per CPU-second of this process (the second
// is steadier on a shared machine).
//   node tools/run-ts.mjs tools/bench/zip-writer-ab.ts [--decks 1000] [--size 140000] [--runs 5]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileUrlSigner, FsObjectStorage, type ObjectStorage } from '@deckmill/storage';
import { S3ObjectStorage } from '@deckmill/storage/s3';
import { startS3Server } from '@deckmill/testing';
import { wholeNumberArgument } from './bench-arguments';
import {
  streamBatchZip,
  streamZip,
  type ZipEntry,
} from '../../apps/gateway/src/presentations/download/stream-batch-zip';

type Writer = (storage: ObjectStorage, entries: readonly ZipEntry[]) => Readable;

const WRITERS: Record<string, Writer> = {
  'before (fflate, one at a time)': (storage, entries) =>
    streamZip(
      (async function* () {
        for (const entry of entries) {
          yield {
            fileName: entry.fileName,
            content: async () => (await storage.getStream(entry.key)) as AsyncIterable<Uint8Array>,
          };
        }
      })(),
    ),
  'now (stored writer, read ahead)': (storage, entries) => streamBatchZip(storage, [entries]),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(writer: Writer, storage: ObjectStorage, entries: readonly ZipEntry[]) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  await pipeline(writer(storage, entries), sink);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { wall: bytes / 1e6 / seconds, perCpu: bytes / 1e6 / ((used.user + used.system) / 1e6) };
}

async function compare(label: string, storage: ObjectStorage, decks: number, size: number, runs: number) {
  await storage.ensureBucket();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < decks; index += 1) {
    const key = `bench/${size}/${index}.pptx`;
    await storage.putStream(key, Readable.from([randomBytes(size)]), {
      contentType: 'application/zip',
      size,
    });
    entries.push({ key, fileName: `deck ${index}.pptx`, sizeBytes: size });
  }
  const results = new Map<string, { wall: number[]; perCpu: number[] }>();
  for (let run = 0; run < runs; run += 1) {
    for (const [name, writer] of Object.entries(WRITERS)) {
      const result = await timed(writer, storage, entries);
      const seen = results.get(name) ?? { wall: [], perCpu: [] };
      seen.wall.push(result.wall);
      seen.perCpu.push(result.perCpu);
      results.set(name, seen);
    }
  }
  for (const [name, seen] of results) {
    const line = `| ${label} | ${decks} x ${(size / 1e3).toFixed(0)} KB | ${name} | ${median(seen.wall).toFixed(0)} | ${median(seen.perCpu).toFixed(0)} |`;
    console.log(line);
  }
}

async function main(): Promise<void> {
  const decks = wholeNumberArgument('decks', 1000);
  const size = wholeNumberArgument('size', 140_000);
  const runs = wholeNumberArgument('runs', 5);
  console.log('| storage | decks | writer | MB/s (median) | MB per CPU-s (median) |');
  console.log('| --- | --- | --- | --- | --- |');
  const dir = await mkdtemp(join(tmpdir(), 'deckmill-zip-ab-'));
  const s3 = await startS3Server();
  try {
    const signer = new FileUrlSigner({
      secret: 'zip-writer-bench-secret-0123456789abcdef',
      baseUrl: 'http://localhost',
    });
    await compare(
      'files',
      new FsObjectStorage({ rootDir: dir, signer, encryptionKey: randomBytes(32) }),
      decks,
      size,
      runs,
    );
    const { endpoint, accessKey, secretKey, region } = s3;
    await compare(
      's3',
      new S3ObjectStorage({ endpoint, accessKey, secretKey, region, bucket: 'zip-bench' }),
      decks,
      size,
      runs,
    );
  } finally {
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
