import { RpcClient } from '@deckmill/messaging';
import type { TestStack } from '@deckmill/server-harness';
import { signUp, type Person } from './accounts';

export type { Person } from './accounts';

let people = 0;

/** Signs a new account up and in, with its own forwarded IP so rate limits stay apart. */
export function newPerson(stack: TestStack, label: string): Promise<Person> {
  people += 1;
  return signUp(
    stack.baseUrl,
    `${label}-${process.pid}-${Date.now()}-${people}@example.test`,
    `${label} Tester`,
  );
}

/** A confirmed account with the admin flag. */
export async function newOperator(stack: TestStack): Promise<Person> {
  const person = await newPerson(stack, 'operator');
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(person.email) && /confirm/i.test(m.subject),
    15_000,
  );
  const token = /confirmation_token=([^\s"<>&]+)/.exec(mail.text)?.[1];
  const confirmed = await person.client.put('/api/users/confirmation', { confirmation_token: token });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  await stack.app.get(RpcClient).call('identity.admin-update-user', { userId: person.id, admin: true });
  return person;
}

/** The sample template (a deck with placeholders) added to the person's library; answers its id. */
export async function newTemplate(person: Person): Promise<number> {
  const res = await person.client.post<{ id: number }>('/api/app/samples/template');
  if (res.status >= 300) throw new Error(`sample template failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/**
 * The sample template run over the sample CSV, waited for until it is announced: `completed` comes with the
 * last row, `decks_expire_at` a moment later when the finalizer announces the batch (once failed beside the
 * hog: the test read the expiry between the two).
 */
export async function newPresentation(
  person: Person,
  templateId: number,
  options: { shareLinks?: boolean } = {},
): Promise<{ id: string; row: string }> {
  const csv = await (await person.client.fetch('/api/app/samples/csv')).text();
  const form = new FormData();
  form.set('presentation[template_id]', String(templateId));
  form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
  // The sample's logos, named by its `logo` column, as "Use sample data" sends them.
  const logos = await (await person.client.fetch('/api/app/samples/images')).arrayBuffer();
  form.set('presentation[images_file]', new Blob([logos]), 'logos.zip');
  // The sample's columns are named after its placeholders: map each to itself.
  const columns = (csv.split('\n')[0] ?? '').split(',').map((column) => column.trim());
  form.set('presentation[data_mapping]', JSON.stringify(Object.fromEntries(columns.map((c) => [c, c]))));
  if (options.shareLinks) form.set('presentation[share_links]', 'true');
  const created = await person.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status >= 300) throw new Error(`bulk_create failed: ${created.status} ${created.text}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const detail = await person.client.get<{
      status: string;
      decks_expire_at: string | null;
      rows: { download_url: string | null }[];
    }>(`/api/app/presentations/${created.body.id}`);
    if (detail.body.status === 'completed' && detail.body.decks_expire_at !== null) {
      const row = /rows\/(\d+)\/download/.exec(detail.body.rows[0]?.download_url ?? '')?.[1] ?? '1';
      return { id: created.body.id, row };
    }
    if (Date.now() > deadline) throw new Error(`presentation not done: ${detail.text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
