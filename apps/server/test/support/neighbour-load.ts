import type { TestClient } from '@deckmill/server-harness';
import { clientFor, TEST_PASSWORD } from './accounts';

/** What the heavy user's requests answered, by name: the status, with the body's start when it failed. */
export type HeavyOutcome = Record<string, number | string>;

const answer = (res: { status: number; text: string }) =>
  res.status < 300 ? res.status : `${res.status} ${res.text.slice(0, 300)}`;

function multipart(fields: Record<string, string | [Uint8Array | string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new Blob([value[0] as BlobPart]), value[1]);
  }
  return form;
}

/**
 * A data file of `rows` rows with the sample template's columns, `padding` characters of filler in the last
 * column of each row: 10,000 rows of 1,900 characters make a file just under the 20 MB upload limit.
 */
function dataFile(columns: readonly string[], rows: number, padding: number): string {
  const filler = 'lorem ipsum '.repeat(Math.ceil(padding / 12)).slice(0, padding);
  const lines = [columns.join(',')];
  for (let row = 1; row <= rows; row++) {
    lines.push(
      columns.map((column, index) => (index === columns.length - 1 ? filler : `${column} ${row}`)).join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The heaviest work one account may ask for, all at once: two template uploads, a preflight of 2,000 rows and a
 * 10,000-row batch from a data file at the size limit. The files are made first (the test's own work is not the
 * server's to measure); `send` posts them and resolves with each request's status once all answered.
 */
export async function heaviestWork(client: TestClient): Promise<{ send(): Promise<HeavyOutcome> }> {
  const sample = await client.post<{ id: number; file_url: string }>('/api/app/samples/template');
  if (sample.status >= 300) throw new Error(`sample template failed: ${sample.status} ${sample.text}`);
  const detail = await client.get<{ file_url: string }>(`/api/app/templates/${sample.body.id}`);
  // A signed URL: the app's own in embedded mode, the S3 server's in distributed mode.
  const deck = new Uint8Array(
    await (await fetch(new URL(detail.body.file_url, client.baseUrl))).arrayBuffer(),
  );
  const csv = await (await client.fetch('/api/app/samples/csv')).text();
  const columns = (csv.split('\n')[0] ?? '').split(',').map((column) => column.trim());
  const mapping = JSON.stringify(Object.fromEntries(columns.map((column) => [column, column])));
  const batchForm = (rows: number, padding: number) =>
    multipart({
      'presentation[template_id]': String(sample.body.id),
      'presentation[data_mapping]': mapping,
      'presentation[csv_file]': [dataFile(columns, rows, padding), 'rows.csv'],
    });
  const templateForm = (name: string) =>
    multipart({ 'template[name]': name, 'template[file]': [deck, 'deck.pptx'] });
  const forms = [
    templateForm('Heavy one'),
    templateForm('Heavy two'),
    batchForm(2_000, 100),
    batchForm(10_000, 1_900),
  ];
  return {
    async send() {
      const [first, second, preflight, batch] = await Promise.all([
        client.post('/api/app/templates', forms[0]),
        client.post('/api/app/templates', forms[1]),
        client.post('/api/app/presentations/preflight', forms[2]),
        client.post('/api/app/presentations/bulk_create', forms[3]),
      ]);
      return {
        'template upload 1': answer(first),
        'template upload 2': answer(second),
        preflight: answer(preflight),
        'bulk_create of 10,000 rows': answer(batch),
      };
    },
  };
}

/**
 * A neighbour's visits, each from a client of its own: a sign-in, then a list of its presentations, with
 * /api/health asked beside each sign-in. Answers the two requests' latencies in ms, and every health answer
 * that was not 200, with its body.
 */
export async function neighbourVisits(
  baseUrl: string,
  email: string,
  visits: number,
): Promise<{ latencies: number[]; healthProblems: string[] }> {
  const latencies: number[] = [];
  const healthProblems: string[] = [];
  const timed = async (request: () => Promise<{ status: number; text: string }>) => {
    const started = performance.now();
    const res = await request();
    latencies.push(performance.now() - started);
    if (res.status !== 200)
      throw new Error(`neighbour request answered ${res.status}: ${res.text.slice(0, 200)}`);
  };
  const health = async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    if (res.status !== 200) healthProblems.push(`${res.status} ${await res.text()}`);
  };
  for (let visit = 0; visit < visits; visit++) {
    const client = clientFor(baseUrl);
    const signIn = () =>
      client.post('/api/users/sign_in', { user: { email, password: TEST_PASSWORD, remember_me: false } });
    await Promise.all([timed(signIn), health()]);
    await timed(() => client.get('/api/app/presentations'));
  }
  return { latencies, healthProblems };
}

/** The value below which 95% of `values` lie (nearest rank). */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}
