// What compiled templates hold in a process that renders batches: a test stack (every service in this process,
// the machine's PostgreSQL and NATS, decks in files), then batches of 25 rows, each from a new upload of the
// 140 KB text deck (a new template to the process), printing the heap and array buffers this process holds
// (after collecting) every third template. A cache that keeps every compiled template grows by about 10 MB a
// template; one within its budget stays flat once it is full. With --previews, each template also draws one
// row's preview (the templates service's own cache of compiled templates, and LibreOffice when installed), as the
// wizard does before a batch: both caches in one process, as in embedded mode.
//   node --expose-gc tools/run-ts.mjs tools/bench/template-memory.ts [--templates 15] [--rows 25] [--previews]
import { dropBenchNamespace } from './download-bench-env';
import { wholeNumberArgument } from './bench-arguments';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';

const TEMPLATES = wholeNumberArgument('templates', 15);
const ROWS = wholeNumberArgument('rows', 25);
const PREVIEWS = process.argv.includes('--previews');
/** Row previews answered other than 200 (LibreOffice could not draw them), by status. */
const previewFailures: number[] = [];
const MB = 1e6;

function csvOf(records: readonly Record<string, string>[]): string {
  const headers = Object.keys(records[0] ?? {});
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = records.map((record) => headers.map((header) => field(record[header] ?? '')).join(','));
  return [headers.join(','), ...lines].join('\n');
}

/**
 * Uploads `deck` as a new template, draws one row's preview of it when asked, and runs a batch of `rows` from it
 * to completion.
 */
async function batchOfNewTemplate(client: TestClient, deck: Uint8Array, rows: number): Promise<void> {
  const form = new FormData();
  form.set('template[name]', 'Template memory');
  form.set('template[file]', new Blob([new Uint8Array(deck)]), 'bench.pptx');
  const template = await client.post<{ id: number; placeholders: string[] }>('/api/app/templates', form);
  if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
  if (PREVIEWS) {
    const preview = await client.post<{ status: string }>(
      `/api/app/templates/${template.body.id}/row_preview`,
      {
        values: benchRows(1)[0],
      },
    );
    // The template is compiled before LibreOffice draws it: a drawing that fails still leaves it in the cache.
    if (preview.status !== 200) previewFailures.push(preview.status);
  }
  const batch = new FormData();
  batch.set('presentation[template_id]', String(template.body.id));
  batch.set('presentation[csv_file]', new Blob([csvOf(benchRows(rows))]), 'rows.csv');
  const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
  batch.set('presentation[data_mapping]', JSON.stringify(mapping));
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', batch);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  for (const started = Date.now(); Date.now() - started < 5 * 60_000;) {
    const detail = await client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`);
    if (detail.body.status === 'completed') return;
    if (detail.body.status === 'failed') throw new Error('a batch failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('a batch did not finish in 5 minutes');
}

async function signedIn(stack: TestStack): Promise<TestClient> {
  const client = new TestClient(stack.baseUrl);
  const email = `template-memory-${Date.now()}@example.test`;
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

function heldBytes(collect: () => void): number {
  collect();
  collect();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

async function main(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  const [, text] = benchDecks();
  if (!text) throw new Error('the engine bench builds a text deck');
  const stack = await startTestStack({ s3: false, previews: PREVIEWS });
  try {
    const client = await signedIn(stack);
    const before = heldBytes(collect);
    for (let index = 1; index <= TEMPLATES; index += 1) {
      await batchOfNewTemplate(client, text.bytes, ROWS);
      if (index % 3 !== 0 && index !== TEMPLATES) continue;
      const held = heldBytes(collect) - before;
      const rss = process.memoryUsage().rss;
      console.log(
        `${index} templates: heap and array buffers +${(held / MB).toFixed(0)} MB, RSS ${(rss / MB).toFixed(0)} MB` +
          (PREVIEWS ? `; row previews not drawn: ${previewFailures.length}` : ''),
      );
    }
  } finally {
    await stack.stop();
    await dropBenchNamespace();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
