import { unzipSync } from 'fflate';
import type { PresentationDetail } from '@deckmill/api-contracts';
import type { PresentationStatus, SubscriptionTier } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, type TestResponse, type TestStack } from '@deckmill/server-harness';

let counter = 0;

function next(): number {
  counter += 1;
  return counter;
}

/** A signed-in user with their own client (a distinct client IP keeps rate limits apart). */
export interface TestUser {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
  /** The stack the user signed up on (its SMTP sink holds their mail). */
  readonly stack?: TestStack;
}

export async function newUser(stack: TestStack, tier: SubscriptionTier = 'professional'): Promise<TestUser> {
  const n = next();
  const client = new TestClient(stack.baseUrl, {
    'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}`,
  });
  const email = `gen-${process.pid}-${Date.now()}-${n}@example.test`;
  const password = 'violet-harbour-tram-42';
  const res = await client.post('/api/users', {
    user: { name: `Gen User ${n}`, company: 'Deckmill', email, password, password_confirmation: password },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  // Sign-up never signs in.
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password, remember_me: false },
  });
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  const id = session.body.user.id;
  if (tier !== 'free') await stack.app.get(RpcClient).call('billing.set-tier', { userId: id, tier });
  return { client, id, email, stack };
}

/** Uploads a template the user owns, or shares with the team of `teamId`; answers its id. */
export async function uploadTemplate(
  user: TestUser,
  bytes: Uint8Array,
  name = 'Sales Pitch',
  teamId?: number,
): Promise<number> {
  const form = new FormData();
  form.set('template[name]', name);
  if (teamId !== undefined) form.set('template[team_id]', String(teamId));
  form.set('template[file]', new Blob([new Uint8Array(bytes)]), `${name}.pptx`);
  const res = await user.client.post<{ id: number }>('/api/app/templates', form);
  if (res.status !== 201) throw new Error(`template upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}

export interface BulkCreateInput {
  readonly templateId: number | string;
  readonly csv?: string;
  readonly mapping?: Record<string, string> | string;
  readonly name?: string;
  readonly pattern?: string;
  /** `presentation[row_limit]` as posted. */
  readonly rowLimit?: string;
  /** `presentation[formats]`, one field per value. */
  readonly formats?: readonly string[];
  /** `presentation[images_file]`: the .zip of the pictures the rows name. */
  readonly images?: Uint8Array;
}

export const MAPPING = { name: 'Name', company: 'Company', note: 'Note' };

export function bulkCreate(
  user: TestUser,
  input: BulkCreateInput,
): Promise<
  TestResponse<{ id: string; status: string; row_count: number; errors?: Record<string, string[]> }>
> {
  const form = new FormData();
  form.set('presentation[template_id]', String(input.templateId));
  if (input.csv !== undefined) form.set('presentation[csv_file]', new Blob([input.csv]), 'rows.csv');
  const mapping = input.mapping ?? MAPPING;
  form.set('presentation[data_mapping]', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  if (input.name !== undefined) form.set('presentation[name]', input.name);
  if (input.pattern !== undefined) form.set('presentation[file_name_pattern]', input.pattern);
  if (input.rowLimit !== undefined) form.set('presentation[row_limit]', input.rowLimit);
  // Repeated fields, as a browser's checkboxes send them.
  for (const format of input.formats ?? []) form.append('presentation[formats]', format);
  if (input.images)
    form.set('presentation[images_file]', new Blob([new Uint8Array(input.images)]), 'images.zip');
  return user.client.post('/api/app/presentations/bulk_create', form);
}

/** Polls the detail like the page does until the batch reaches one of `statuses`. */
export async function waitForStatus(
  user: TestUser,
  id: string,
  statuses: readonly PresentationStatus[] = ['completed', 'failed'],
  timeoutMs = 50_000,
): Promise<PresentationDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await user.client.get<PresentationDetail>(`/api/app/presentations/${id}`);
    if (res.status !== 200) throw new Error(`detail answered ${res.status}: ${res.text}`);
    if (statuses.includes(res.body.status)) return res.body;
    if (Date.now() > deadline)
      throw new Error(`batch ${id} still ${res.body.status} (${res.body.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function download(
  user: TestUser,
  path: string,
): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const res = await user.client.fetch(path);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

/** Every entry of a ZIP by name (fflate checks each entry's CRC). */
export function zipEntries(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** The text a reader sees: each paragraph's runs joined, one line per paragraph. */
export function deckPlainText(deck: Uint8Array): string {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return deckText(deck)
    .split('</a:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => unescape(m[1] ?? '')).join(''),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/** The text of a deck's slides, to find a row's values in it. */
export function deckText(deck: Uint8Array): string {
  const files = unzipSync(deck);
  return Object.keys(files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .map((name) => new TextDecoder().decode(files[name]))
    .join('\n');
}
