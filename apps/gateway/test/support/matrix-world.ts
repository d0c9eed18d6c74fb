import { RpcClient } from '@deckmill/messaging';
import {
  acceptInvitationFromMail,
  invitationMailCount,
  type TestClient,
  type TestStack,
} from '@deckmill/server-harness';
import { freshClient, uniqueEmail } from './accounts';
import { apiKeyClient, newOperator, newPerson, type Person } from './world';

export const ROLES = [
  'anonymous',
  'stranger',
  'strangerKey',
  'member',
  'teamAdmin',
  'owner',
  'ownerKey',
  'operator',
] as const;
export type Role = (typeof ROLES)[number];

export interface Team {
  readonly id: number;
  readonly shortId: string;
  readonly memberIds: Readonly<Record<'member' | 'teamAdmin', number>>;
}

/** Everyone of the matrix, and the owner's objects the routes are asked about. */
export interface MatrixWorld {
  readonly people: Readonly<Record<'stranger' | 'member' | 'teamAdmin' | 'owner' | 'operator', Person>>;
  readonly clients: Readonly<Record<Role, TestClient>>;
  readonly team: Team;
  readonly invitation: { readonly id: number; readonly token: string };
  readonly templateId: number;
  readonly presentation: { readonly id: string; readonly row: string; readonly linkId: string };
  readonly apiKeyId: string;
  readonly webhookId: string;
  readonly datasetId: string;
}

function check<T>(res: { status: number; text: string; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Adds `person` with `role`: invited, then accepted through the mailed link (nobody joins without consent). */
async function addToTeam(stack: TestStack, owner: Person, shortId: string, person: Person, role: string) {
  const received = invitationMailCount(stack, person.email);
  check(
    await owner.client.post(`/api/app/teams/${shortId}/members`, { email: person.email, role }),
    'invite',
  );
  await acceptInvitationFromMail(stack, person.client, person.email, received);
}

/** A team of the owner with the member and the team admin in it. */
export async function newTeam(stack: TestStack, people: MatrixWorld['people']): Promise<Team> {
  const team = check(
    await people.owner.client.post<{ id: number; short_id: string }>('/api/app/teams', {
      team: { name: 'Matrix' },
    }),
    'team',
  );
  await addToTeam(stack, people.owner, team.short_id, people.member, 'member');
  await addToTeam(stack, people.owner, team.short_id, people.teamAdmin, 'admin');
  const detail = check(
    await people.owner.client.get<{ members: { id: number; user: { email: string } }[] }>(
      `/api/app/teams/${team.short_id}`,
    ),
    'team detail',
  );
  const idOf = (person: Person) => detail.members.find((m) => m.user.email === person.email)?.id ?? 0;
  return {
    id: team.id,
    shortId: team.short_id,
    memberIds: { member: idOf(people.member), teamAdmin: idOf(people.teamAdmin) },
  };
}

/** A pending invitation of the team to an address nobody has an account for, with its mailed token. */
export async function newInvitation(
  stack: TestStack,
  owner: Person,
  team: Team,
): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('invitee');
  const invited = check(
    await owner.client.post<{ invitation: { id: number } }>(`/api/app/teams/${team.shortId}/members`, {
      email,
    }),
    'invitation',
  );
  const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(email), 15_000);
  const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return { id: invited.invitation.id, token };
}

export async function newTemplate(owner: Person): Promise<number> {
  return check(await owner.client.post<{ id: number }>('/api/app/samples/template'), 'sample template').id;
}

export async function newApiKeyId(owner: Person): Promise<string> {
  const created = check(
    await owner.client.post<{ api_key: { id: string } }>('/api/settings/api_keys', {
      api_key: { name: 'x' },
    }),
    'API key',
  );
  return created.api_key.id;
}

export async function newWebhookId(owner: Person): Promise<string> {
  const created = check(
    await owner.client.post<{ webhook: { id: string } }>('/api/settings/webhooks', {
      url: 'https://hooks.example.com/matrix',
      events: ['batch.completed'],
    }),
    'webhook',
  );
  return created.webhook.id;
}

/** A small CSV uploaded once as a dataset of the owner's. */
export async function newDatasetId(owner: Person): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob(['Company,City\nAcme,Lyon\n']), 'accounts.csv');
  return check(await owner.client.post<{ id: string }>('/api/app/datasets', form), 'dataset').id;
}

/** The sample template run over the sample CSV, waited for until its decks are ready. */
export async function newPresentation(
  owner: Person,
  templateId: number,
): Promise<{ id: string; row: string; linkId: string }> {
  const csv = await (await owner.client.fetch('/api/app/samples/csv')).text();
  const form = new FormData();
  form.set('presentation[template_id]', String(templateId));
  form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
  // Personal links whatever the owner's plan: the link routes are asked about one of them.
  form.set('presentation[share_links]', 'true');
  // The sample's columns are named after its placeholders: map each to itself.
  const columns = (csv.split('\n')[0] ?? '').split(',').map((column) => column.trim());
  form.set(
    'presentation[data_mapping]',
    JSON.stringify(Object.fromEntries(columns.map((column) => [column, column]))),
  );
  const created = check(
    await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form),
    'bulk_create',
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const detail = await owner.client.get<{ status: string; rows: { download_url: string }[] }>(
      `/api/app/presentations/${created.id}`,
    );
    if (detail.body.status === 'completed') {
      const row = /rows\/(\d+)\/download/.exec(detail.body.rows[0]?.download_url ?? '')?.[1] ?? '1';
      const links = await owner.client.get<{ links: { id: string }[] }>(
        `/api/app/presentations/${created.id}/links`,
      );
      return { id: created.id, row, linkId: links.body.links[0]?.id ?? 'none' };
    }
    if (Date.now() > deadline) throw new Error(`presentation not done: ${detail.text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function buildMatrixWorld(stack: TestStack): Promise<MatrixWorld> {
  const [stranger, member, teamAdmin, owner, operator] = await Promise.all([
    newPerson(stack, 'stranger'),
    newPerson(stack, 'member'),
    newPerson(stack, 'team-admin'),
    newPerson(stack, 'owner'),
    newOperator(stack),
  ]);
  // Teams of three need a paid plan.
  await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'enterprise' });
  const people = { stranger, member, teamAdmin, owner, operator };
  const team = await newTeam(stack, people);
  const templateId = await newTemplate(owner);
  const anonymous = freshClient(stack);
  return {
    people,
    clients: {
      anonymous,
      stranger: stranger.client,
      strangerKey: await apiKeyClient(stack, stranger),
      member: member.client,
      teamAdmin: teamAdmin.client,
      owner: owner.client,
      ownerKey: await apiKeyClient(stack, owner),
      operator: operator.client,
    },
    team,
    invitation: await newInvitation(stack, owner, team),
    templateId,
    presentation: await newPresentation(owner, templateId),
    apiKeyId: await newApiKeyId(owner),
    webhookId: await newWebhookId(owner),
    datasetId: await newDatasetId(owner),
  };
}
