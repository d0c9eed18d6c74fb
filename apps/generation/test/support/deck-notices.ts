import { randomUUID } from 'node:crypto';
import type { Notification } from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import type { TestStack } from '@deckmill/server-harness';
import { MAPPING, waitForStatus, type TestUser } from './generation-helpers';

/** Deck notices' integration specs: a batch with links, the events of its views, what they left. */
type DeckViewed = EventPayload<'presentation.deck-viewed'>;

export const generationSchema = quoteIdent(serviceSchema('generation'));
const CSV =
  'Name,Company,Note,email\nAda,Northwind,first,buyer@northwind.com\nGrace,Contoso,second,grace@contoso.com\n';

/** A finished batch with personal links (the gate column `email`); its links' ids by row. */
export async function batchWithLinks(
  stack: TestStack,
  owner: TestUser,
  templateId: number,
  share: Record<string, string>,
): Promise<{ batchId: string; links: string[] }> {
  const form = new FormData();
  form.set('presentation[template_id]', String(templateId));
  form.set('presentation[csv_file]', new Blob([CSV]), 'rows.csv');
  form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
  form.set('presentation[name]', 'Q4 offers');
  form.set('presentation[share_links]', 'true');
  form.set('presentation[share_gate_column]', 'email');
  for (const [name, value] of Object.entries(share)) form.set(`presentation[${name}]`, value);
  const created = await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create answered ${created.status}: ${created.text}`);
  const batchId = created.body.id;
  await waitForStatus(owner, batchId, ['completed']);
  const rows = (await stack.dataSource?.query(
    `SELECT "id" FROM ${generationSchema}."share_links" WHERE "batch_id" = $1 ORDER BY "row_number"`,
    [batchId],
  )) as { id: string }[];
  return { batchId, links: rows.map((row) => row.id) };
}

/** What generation's view recording publishes when a view ends (the producer is another part of generation). */
export function viewEnded(
  owner: TestUser,
  batchId: string,
  linkId: string,
  view: Partial<DeckViewed['view']> = {},
): DeckViewed {
  return {
    batchId,
    batchName: 'Q4 offers',
    ownerId: owner.id,
    templateTeamId: null,
    linkId,
    rowNumber: 1,
    fileName: 'offer-northwind.pptx',
    rowEmail: 'buyer@northwind.com',
    occurredAt: new Date().toISOString(),
    view: {
      id: randomUUID(),
      linkId,
      viewerNumber: 1,
      email: 'ada@northwind.com',
      device: 'desktop',
      startedAt: new Date(Date.now() - 240_000).toISOString(),
      lastSeenAt: new Date().toISOString(),
      endedAt: new Date().toISOString(),
      seconds: 241,
      slideSeconds: [100, 141],
      furthestSlide: 7,
      slideCount: 10,
      downloads: 0,
      ...view,
    },
  };
}

export async function deckNotices(owner: TestUser, batchId: string): Promise<Notification[]> {
  const res = await owner.client.get<{ notifications: Notification[] }>('/api/app/notifications');
  return res.body.notifications.filter(
    (notice) => notice.kind === 'presentation.deck-viewed' && notice.url === `/app/presentations/${batchId}`,
  );
}

/** The `mail.send` jobs staged for views, by view id: the notice and its job commit together. */
export async function stagedMails(stack: TestStack, viewIds: readonly string[]): Promise<string[]> {
  const rows = (await stack.dataSource?.query(
    `SELECT "message_id" FROM ${generationSchema}."outbox" WHERE "key" = 'mail.send' AND "message_id" = ANY($1)`,
    [viewIds.map((id) => `mail:deck-viewed:${id}`)],
  )) as { message_id: string }[];
  return rows.map((row) => row.message_id).sort();
}
