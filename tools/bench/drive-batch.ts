import { setTimeout as sleep } from 'node:timers/promises';
import { TestClient } from '@deckmill/server-harness';
import type { BatchCase } from './batch-cases';
import { measureDownload } from './download-throughput';
import { followBatch } from './follow-batch';
import { cpuSeconds, machineBusySeconds, threadCpuSeconds } from './peak-rss';
import { ADMIN_EMAIL, type RunningProduct } from './product-processes';

const PASSWORD = 'bench-violet-harbour-tram-42';

export interface BatchTiming {
  /** From posting the CSV to the batch's `completed_at` (the server's clock; the stream tells it up to 1 s later). */
  readonly completionSeconds: number;
  /** From the template's upload to its previews rendered, before the batch is posted (not part of its time); NaN with --post-at-once. */
  readonly previewSeconds: number;
  /** What the previews ended as: `ready`, `failed`, `unavailable` (no LibreOffice), or `not awaited`. */
  readonly previewStatus: string;
  /** From posting the CSV to `bulk_create`'s answer (reading, sealing and inserting the rows). */
  readonly createdSeconds: number;
  /** From posting the CSV to the first progress that showed a deck done (up to a second late: the stream's period). */
  readonly firstDeckSeconds: number;
  /** CPU seconds the product's processes used from posting the CSV to completion (all threads). */
  readonly cpuSeconds: number;
  /**
   * The same window's CPU seconds of the parts the product shares (distributed: PostgreSQL, NATS and the S3
   * server, each in a process of its own), by part; none when the caller measures none.
   */
  readonly sharedCpuSeconds: Readonly<Record<string, number>>;
  /**
   * From posting the CSV to the moment the CPU figures were read, after the end was seen (up to a second after
   * `completed_at`): the window of every CPU figure here, and what "cores busy" divides by.
   */
  readonly windowSeconds: number;
  /**
   * The same window's CPU seconds of the product's processes by kind of thread (main, worker threads, V8's
   * helpers, libuv's pool), every process summed: where a row's CPU goes.
   */
  readonly threadCpuSeconds: ReadonlyMap<string, number>;
  /** The same window's CPU seconds of this bench process: following the batch. */
  readonly benchCpuSeconds: number;
  /** The same window's busy CPU seconds of the whole machine (PostgreSQL and NATS included). */
  readonly machineCpuSeconds: number;
  /** How long each quarter of the rows (done or failed) took, the first from the first deck done (to within ~1 s). */
  readonly quarterSeconds: readonly number[];
  readonly rowsPerSecond: number;
  readonly zipSeconds: number;
  readonly zipBytes: number;
  /** CPU seconds while the ZIP downloaded: the product's processes, and each shared part (the S3 server). */
  readonly zipCpuSeconds: { readonly product: number; readonly shared: Readonly<Record<string, number>> };
  readonly status: string;
  readonly rowsDone: number;
  /**
   * While the batch rendered, a signed-in person's page read (`GET /api/app/templates/<id>`, one every
   * PROBE_EVERY_MS after the previous answered): each one's milliseconds, in order.
   */
  readonly probeMs: readonly number[];
}

/** How often the probe asks, once its last answer came: a person clicking about, not a load. */
const PROBE_EVERY_MS = 250;

/** Reads `path` again and again until `signal` aborts: how long the product makes a person wait while it works. */
async function probeResponses(client: TestClient, path: string, signal: AbortSignal): Promise<number[]> {
  const times: number[] = [];
  while (!signal.aborted) {
    const asked = performance.now();
    const res = await client.get(path);
    if (res.status !== 200) throw new Error(`probe ${path}: ${res.status} ${res.text}`);
    times.push(performance.now() - asked);
    await sleep(PROBE_EVERY_MS, undefined, { signal }).catch(() => undefined);
  }
  return times;
}

export async function signUpAsOperator(client: TestClient, product: RunningProduct): Promise<void> {
  const signUp = await client.post('/api/users', {
    user: {
      name: 'Bench',
      company: 'Deckmill',
      email: ADMIN_EMAIL,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  // Sign-up answers no user (it never says whether an address is taken): signing in does.
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email: ADMIN_EMAIL, password: PASSWORD, remember_me: false },
  });
  const userId = session.body.user?.id;
  if (!userId) throw new Error(`sign-in: ${session.status} ${session.text}`);
  // Operator powers need a confirmed address.
  const mail = await product.smtp.waitForMail((m) => m.envelopeTo.includes(ADMIN_EMAIL), 30_000);
  const token = /confirmation_token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  const confirmed = await client.put('/api/users/confirmation', { confirmation_token: token });
  if (confirmed.status >= 300) throw new Error(`confirmation: ${confirmed.status} ${confirmed.text}`);
  // Enterprise: no monthly limit and no watermark, so the batch measures generation only.
  const upgrade = await client.patch(`/api/admin/users/${userId}`, {
    subscription_tier: 'enterprise',
  });
  if (upgrade.status !== 200) throw new Error(`tier change: ${upgrade.status} ${upgrade.text}`);
}

/** Uploads the deck; answers its id and placeholders. */
export async function uploadTemplate(
  client: TestClient,
  deck: Uint8Array,
): Promise<{ id: number; placeholders: string[] }> {
  const form = new FormData();
  form.set('template[name]', 'Bench deck');
  form.set('template[file]', new Blob([new Uint8Array(deck)]), 'bench.pptx');
  const res = await client.post<{ id: number; placeholders: string[] }>('/api/app/templates', form);
  if (res.status !== 201) throw new Error(`template upload: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Downloads the batch ZIP as download-throughput.ts does: with curl, a client in its own process, as a browser
 * would be. Read with fetch in this process, the figure was the client's: on Node 24 undici took the ZIP of
 * 10,000 decks at 240-278 MB/s from a server that curl read at 493-499 MB/s in the same bench.
 */
async function downloadZip(client: TestClient, url: string): Promise<number> {
  const cookie = `dm_session=${client.cookie('dm_session') ?? ''}`;
  const measured = await measureDownload(new URL(url, client.baseUrl).href, { cookie });
  if (measured.status !== 200) throw new Error(`ZIP download: ${measured.status}`);
  return measured.bytes;
}

/**
 * Waits until the template's slide previews are no longer pending, and answers how long that took. LibreOffice
 * renders them off the upload, on the same machine: a batch posted at once would share the two cores with it
 * for the first 10-20 s (soffice took 85-97% of a core during the batches of every bench run before this wait).
 * A person looks at the uploaded template before generating; the CLI renders no previews.
 */
export async function previewsSettled(
  client: TestClient,
  templateId: number,
): Promise<{ seconds: number; status: string }> {
  const started = performance.now();
  for (;;) {
    const res = await client.get<{ previews: { status: string } }>(`/api/app/templates/${templateId}`);
    if (res.status !== 200) throw new Error(`template detail: ${res.status} ${res.text}`);
    const { status } = res.body.previews;
    if (status !== 'pending') return { seconds: (performance.now() - started) / 1000, status };
    if (performance.now() - started > 5 * 60_000) throw new Error('previews still pending after 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Unmeasured batches before the measured one, each from another upload of the same deck (other templates, so
 * the measured batch still compiles its own in every worker that takes a chunk, as a new template's batch
 * does), so that long-lived workers are measured: their code warmed up once in their life, and the templates
 * they met before, not once a batch.
 */
export interface WarmUp {
  readonly templates: number;
  /** The CSV of each warm-up batch: the deck's columns, as many rows as the warm-up wants. */
  readonly csv: string;
}

/** Each shared part's CPU seconds between two readings of `sharedCpu`. */
function cpuSince(start: Record<string, number>, end: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(end).map(([part, seconds]) => [part, seconds - (start[part] ?? 0)]),
  );
}

/**
 * Drives one batch through the HTTP API as the wizard does, and times it, after the `warmUp` batches if any;
 * `onPhase('warm-up')` comes before each of them.
 */
export async function driveBatch(
  product: RunningProduct,
  batch: BatchCase,
  onPhase: (phase: 'warm-up' | 'batch' | 'download') => void = () => undefined,
  sharedCpu: () => Record<string, number> = () => ({}),
  warmUp?: WarmUp,
): Promise<BatchTiming> {
  const client = new TestClient(product.baseUrl);
  await signUpAsOperator(client, product);
  const template = await uploadTemplate(client, batch.deck);
  // --post-at-once: as a person who posts the batch straight after the upload, while the previews render.
  const previews = process.argv.includes('--post-at-once')
    ? { seconds: Number.NaN, status: 'not awaited' }
    : await previewsSettled(client, template.id);
  // The bench CSV's columns are named after the placeholders.
  const mapping = Object.fromEntries(template.placeholders.map((name) => [name, name]));
  const form = new FormData();
  form.set('presentation[template_id]', String(template.id));
  form.set('presentation[csv_file]', new Blob([batch.csv]), 'rows.csv');
  form.set('presentation[data_mapping]', JSON.stringify(mapping));
  if (batch.mailColumn) {
    form.set('presentation[deliver_to_column]', batch.mailColumn);
    form.set('presentation[delivery_confirm_count]', String(batch.rows));
  }
  for (let round = 0; warmUp && round < warmUp.templates; round += 1) {
    if (batch.mailColumn) throw new Error('a warm-up batch would mail its rows');
    const other = await uploadTemplate(client, batch.deck);
    await previewsSettled(client, other.id);
    onPhase('warm-up');
    const warmUpForm = new FormData();
    for (const [name, value] of form) warmUpForm.set(name, value);
    warmUpForm.set('presentation[template_id]', String(other.id));
    warmUpForm.set('presentation[csv_file]', new Blob([warmUp.csv]), 'rows.csv');
    const made = await client.post<{ id: string }>('/api/app/presentations/bulk_create', warmUpForm);
    if (made.status !== 201) throw new Error(`warm-up bulk_create: ${made.status} ${made.text}`);
    const finished = await followBatch(client, made.body.id, () => undefined);
    if (finished.status !== 'completed') throw new Error(`warm-up batch ${finished.status}`);
  }
  const productCpu = () => product.pids.reduce((sum, { pid }) => sum + (cpuSeconds(pid) ?? 0), 0);
  const productThreadCpu = () => {
    const kinds = new Map<string, number>();
    for (const { pid } of product.pids)
      for (const [kind, seconds] of threadCpuSeconds(pid)) kinds.set(kind, (kinds.get(kind) ?? 0) + seconds);
    return kinds;
  };
  const cpuAtStart = productCpu();
  const threadsAtStart = productThreadCpu();
  const sharedAtStart = sharedCpu();
  const benchCpuAtStart = process.cpuUsage();
  const machineAtStart = machineBusySeconds();
  onPhase('batch');
  const started = performance.now();
  const startedAtMs = Date.now();
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  const createdSeconds = (performance.now() - started) / 1000;
  let firstDeckSeconds = Number.NaN;
  const quarterEnds: number[] = [];
  const probeEnd = new AbortController();
  // Held until the batch ends: a refused read fails the bench then, and the probe stops whatever ended it.
  const probe = probeResponses(client, `/api/app/templates/${template.id}`, probeEnd.signal).then(
    (times) => ({ times }),
    (error: unknown) => ({ error }),
  );
  let detail: Awaited<ReturnType<typeof followBatch>>;
  try {
    detail = await followBatch(client, created.body.id, (progress) => {
      const now = (performance.now() - started) / 1000;
      if (Number.isNaN(firstDeckSeconds) && progress.rows_done > 0) firstDeckSeconds = now;
      const settled = progress.rows_done + progress.rows_failed;
      while (quarterEnds.length < 4 && settled >= (progress.row_count * (quarterEnds.length + 1)) / 4)
        quarterEnds.push(now);
    });
  } finally {
    probeEnd.abort();
  }
  const windowSeconds = (performance.now() - started) / 1000;
  const probed = await probe;
  if ('error' in probed) throw probed.error;
  const probeMs = probed.times;
  // The server's own completion time, which the stream tells up to a second later: its clock is this machine's
  // in both modes. Kept within what was seen, should a clock disagree.
  const completedAt = detail.completed_at ? (Date.parse(detail.completed_at) - startedAtMs) / 1000 : NaN;
  const completionSeconds = Number.isFinite(completedAt)
    ? Math.min(windowSeconds, Math.max(createdSeconds, completedAt))
    : windowSeconds;
  const batchCpuSeconds = productCpu() - cpuAtStart;
  const threadsInWindow = new Map(
    [...productThreadCpu()].map(([kind, seconds]) => [kind, seconds - (threadsAtStart.get(kind) ?? 0)]),
  );
  const sharedCpuSeconds = cpuSince(sharedAtStart, sharedCpu());
  const benchCpu = process.cpuUsage(benchCpuAtStart);
  const machineBusy = machineBusySeconds() - machineAtStart;
  onPhase('download');
  const zipStarted = performance.now();
  const zipCpuAtStart = productCpu();
  const zipSharedAtStart = sharedCpu();
  const zipBytes = detail.download_url ? await downloadZip(client, detail.download_url) : 0;
  const zipCpuSeconds = {
    product: productCpu() - zipCpuAtStart,
    shared: cpuSince(zipSharedAtStart, sharedCpu()),
  };
  return {
    completionSeconds,
    windowSeconds,
    cpuSeconds: batchCpuSeconds,
    sharedCpuSeconds,
    threadCpuSeconds: threadsInWindow,
    benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
    machineCpuSeconds: machineBusy,
    previewSeconds: previews.seconds,
    previewStatus: previews.status,
    createdSeconds,
    firstDeckSeconds,
    quarterSeconds: quarterEnds
      .map((end) => Math.min(end, completionSeconds))
      .map((end, index, ends) => end - (index === 0 ? firstDeckSeconds : (ends[index - 1] ?? end))),
    rowsPerSecond: detail.rows_done / completionSeconds,
    zipSeconds: (performance.now() - zipStarted) / 1000,
    zipBytes,
    zipCpuSeconds,
    status: detail.status,
    rowsDone: detail.rows_done,
    probeMs,
  };
}
