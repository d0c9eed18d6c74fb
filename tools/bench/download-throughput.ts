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
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';

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

function csvOf(records: readonly Record<string, string>[]): string {
  const headers = Object.keys(records[0] ?? {});
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [headers.join(','), ...records.map((r) => headers.map((h) => field(r[h] ?? '')).join(','))].join(
    '\n',
  );
}

/** Makes a finished batch of `rows` decks of `deck` and answers its ZIP's path. */
async function batchZip(client: TestClient, deck: Uint8Array, rows: number): Promise<string> {
  const form = new FormData();
  form.set('template[name]', 'Download bench');
  form.set('template[file]', new Blob([new Uint8Array(deck)]), 'bench.pptx');
  const template = await client.post<{ id: number; placeholders: string[] }>('/api/app/templates', form);
  if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
  const batch = new FormData();
  batch.set('presentation[template_id]', String(template.body.id));
  batch.set('presentation[csv_file]', new Blob([csvOf(benchRows(rows))]), 'rows.csv');
  const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
  batch.set('presentation[data_mapping]', JSON.stringify(mapping));
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', batch);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  for (const started = Date.now(); Date.now() - started < 10 * 60_000;) {
    const detail = await client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`);
    if (detail.body.status === 'completed') return `/api/app/presentations/${created.body.id}/download`;
    if (detail.body.status === 'failed') throw new Error('the bench batch failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the bench batch did not finish in 10 minutes');
}

async function signedIn(stack: TestStack): Promise<TestClient> {
  const client = new TestClient(stack.baseUrl);
  const email = `download-bench-${Date.now()}@example.test`;
  const password = 'bench-violet-harbour-tram-42';
  const user = { name: 'Bench', company: 'Deckmill', email, password, password_confirmation: password };
  const signUp = await client.post('/api/users', { user });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password, remember_me: false },
  });
  const userId = session.body.user?.id;
  if (!userId) throw new Error(`sign-in: ${session.status} ${session.text}`);
  await stack.app.get(RpcClient).call('billing.set-tier', { userId, tier: 'enterprise' });
  return client;
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
      const client = await signedIn(stack);
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
