// A signed-in user of a test stack and finished batches through its HTTP API, as the benches that run the
// product in their own process make them (download-throughput.ts, template-memory.ts).
import { RpcClient } from '@deckmill/messaging';
import { TestClient, type TestStack } from '@deckmill/server-harness';
import { textDeckCsv } from './batch-cases';

export interface UploadedTemplate {
  readonly id: number;
  readonly placeholders: string[];
}

/** A new user of the stack, signed in, on the enterprise plan (no plan limit gets in a bench's way). */
export async function signedInBenchUser(stack: TestStack, label: string): Promise<TestClient> {
  const client = new TestClient(stack.baseUrl);
  const email = `${label}-${Date.now()}@example.test`;
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

/** Uploads `deck` as a new template. */
export async function uploadTemplate(
  client: TestClient,
  deck: Uint8Array,
  name: string,
): Promise<UploadedTemplate> {
  const form = new FormData();
  form.set('template[name]', name);
  form.set('template[file]', new Blob([new Uint8Array(deck)]), 'bench.pptx');
  const template = await client.post<UploadedTemplate>('/api/app/templates', form);
  if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
  return template.body;
}

/** A batch of `rows` rows of the text deck's columns from `template`, run to completion: its id. */
export async function finishedBatch(
  client: TestClient,
  template: UploadedTemplate,
  rows: number,
  timeoutMs = 10 * 60_000,
): Promise<string> {
  const batch = new FormData();
  batch.set('presentation[template_id]', String(template.id));
  batch.set('presentation[csv_file]', new Blob([textDeckCsv(rows)]), 'rows.csv');
  const mapping = Object.fromEntries(template.placeholders.map((name) => [name, name]));
  batch.set('presentation[data_mapping]', JSON.stringify(mapping));
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', batch);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const detail = await client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`);
    if (detail.body.status === 'completed') return created.body.id;
    if (detail.body.status === 'failed') throw new Error('a bench batch failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`a bench batch did not finish in ${timeoutMs / 60_000} minutes`);
}
