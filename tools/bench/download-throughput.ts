// Batch ZIP download throughput over loopback (target: at least 300 MB/s).
//   node tools/run-ts.mjs tools/bench/download-throughput.ts [--storage files|s3|both] [--decks large|small|both]
//     [--runs 3] [--profile /tmp/zip]   (the last writes a CPU profile of the downloads per storage and batch)
// Starts a test stack (every service in this process, the machine's PostgreSQL and NATS; files on disk as in
// embedded mode, or s3rver, also in this process), makes one batch of the 2.3 MB image deck and one of the
// 140 KB text deck, then downloads each batch's ZIP with curl (its own process) and prints MB/s.
// `measureDownload` is exported for other benches (bench:batch) to time a download the same way.
import { dropBenchNamespace } from './download-bench-env';
import { benchArgument, choiceArgument, wholeNumberArgument } from './bench-arguments';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startTestStack, type TestClient } from '@deckmill/server-harness';
import { finishedBatch, signedInBenchUser, uploadTemplate } from './stack-batches';
import { benchDecks } from '../../libs/pptx/bench/bench-decks';

export interface DownloadMeasure {
  readonly status: number;
  readonly bytes: number;
  readonly seconds: number;
  /** Decimal megabytes (10^6 bytes) per second. */
  readonly megabytesPerSecond: number;
}

function measured(status: number, bytes: number, seconds: number): DownloadMeasure {
  return { status, bytes, seconds, megabytesPerSecond: bytes / 1e6 / seconds };
}

async function withFetch(url: string, headers: Record<string, string>): Promise<DownloadMeasure> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  const reader = res.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.byteLength;
  }
  return measured(res.status, bytes, (performance.now() - started) / 1000);
}

/**
 * Downloads `url` into nothing and times it: with curl when it is installed (a client in its own process, so
 * the measure is the server's), otherwise with fetch in this process.
 */
export function measureDownload(url: string, headers: Record<string, string> = {}): Promise<DownloadMeasure> {
  const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_total}', url];
  for (const [name, value] of Object.entries(headers)) args.unshift('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    curl.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    curl.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') withFetch(url, headers).then(resolve, reject);
      else reject(error);
    });
    curl.on('close', (code) => {
      const [status = 0, bytes = 0, seconds = 0] = out.trim().split(' ').map(Number);
      if (code === 0) resolve(measured(status, bytes, seconds));
      else if (out !== '' || code !== null) reject(new Error(`curl exited ${code}: ${out}`));
    });
  });
}

/** Makes a finished batch of `rows` decks of `deck` and answers its ZIP's path. */
async function batchZip(client: TestClient, deck: Uint8Array, rows: number): Promise<string> {
  const template = await uploadTemplate(client, deck, 'Download bench');
  return `/api/app/presentations/${await finishedBatch(client, template, rows)}/download`;
}

async function main(): Promise<void> {
  const choice = choiceArgument('storage', ['files', 's3', 'both'], 'both');
  const runs = wholeNumberArgument('runs', 3);
  const storages = choice === 'both' ? ['files', 's3'] : [choice];
  const [images, text] = benchDecks();
  if (!images || !text) throw new Error('the engine bench builds two decks');
  const which = choiceArgument('decks', ['large', 'small', 'both'], 'both');
  const batches = [
    { label: '150 x 2.3 MB image deck', deck: images.bytes, rows: 150, kind: 'large' },
    { label: '2,000 x 140 KB text deck', deck: text.bytes, rows: 2_000, kind: 'small' },
  ].filter((batch) => which === 'both' || which === batch.kind);
  const profile = benchArgument('profile') ?? '';
  const session = profile ? new Session() : null;
  session?.connect();
  console.log('| storage | batch | ZIP | runs (MB/s) | best | MB per CPU-second of the server process |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const storage of storages) {
    const stack = await startTestStack({ s3: storage === 's3' });
    try {
      const client = await signedInBenchUser(stack, 'download-bench');
      const cookie = `dm_session=${client.cookie('dm_session') ?? ''}`;
      for (const batch of batches) {
        const zipPath = await batchZip(client, batch.deck, batch.rows);
        const results: DownloadMeasure[] = [];
        const perCpu: number[] = [];
        if (session) await session.post('Profiler.enable').then(() => session.post('Profiler.start'));
        for (let run = 0; run < runs; run += 1) {
          const cpu = process.cpuUsage();
          const result = await measureDownload(new URL(zipPath, stack.baseUrl).href, { cookie });
          if (result.status !== 200) throw new Error(`ZIP download answered ${result.status}`);
          const used = process.cpuUsage(cpu);
          results.push(result);
          perCpu.push(result.bytes / 1e6 / ((used.user + used.system) / 1e6));
        }
        if (session) {
          const { profile: taken } = await session.post('Profiler.stop');
          writeFileSync(`${profile}-${storage}-${batch.kind}.cpuprofile`, JSON.stringify(taken));
        }
        const speeds = results.map((r) => r.megabytesPerSecond.toFixed(0));
        const best = Math.max(...results.map((r) => r.megabytesPerSecond));
        const size = `${((results[0]?.bytes ?? 0) / 1e6).toFixed(0)} MB`;
        const cpuFigures = perCpu.map((figure) => figure.toFixed(0)).join(', ');
        console.log(
          `| ${storage} | ${batch.label} | ${size} | ${speeds.join(', ')} | ${best.toFixed(0)} | ${cpuFigures} |`,
        );
      }
    } finally {
      await stack.stop();
    }
  }
}

// run-ts.mjs names the script it runs in argv[1]; an import from another bench does not start the CLI.
if (process.argv[1] === __filename) {
  main()
    .finally(() => dropBenchNamespace().catch(() => undefined))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
