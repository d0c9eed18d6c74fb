import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ActivityEntryResponse,
  ActivityPageResponse,
  AuditVerificationResponse,
  V1Batch,
  V1Template,
} from '@deckmill/api-contracts';
import { quoteIdent, runSql, serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestResponse, type TestStack } from '@deckmill/server-harness';
import { eventually, takeCpuTurn } from '@deckmill/testing';
import { GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { finishedBatch, jsonRows } from './support/api-v1';
import { confirm, newPerson, type Person } from './support/world';

const TEMPLATE = path.resolve(__dirname, '../src/dashboard/samples/sample-template.pptx');
const LOG = `${quoteIdent(serviceSchema('admin'))}."activity_log"`;

/** Where each person acts from: a distinctive browser (or script) behind the stack's trusted proxy. */
const OWNER_ORIGIN = { 'x-forwarded-for': '198.51.100.10', 'user-agent': 'AuditJourney/1.0 (owner browser)' };
const SCRIPT_ORIGIN = {
  'x-forwarded-for': '198.51.100.11',
  'user-agent': 'AuditJourney-cli/2.0 (owner script)',
};
const MEMBER_ORIGIN = {
  'x-forwarded-for': '198.51.100.20',
  'user-agent': 'AuditJourney/1.0 (member browser)',
};
const OPERATOR_ORIGIN = { 'x-forwarded-for': '198.51.100.30', 'user-agent': 'AuditJourney/1.0 (operator)' };

type Origin = typeof OWNER_ORIGIN;

/** Every audited action this journey drives (docs/audit.md, "Actions"); the operators' log must hold each. */
const DRIVEN = [
  'session.signed_in',
  'session.failed_sign_in',
  'api_key.created',
  'api_key.revoked',
  'template.uploaded',
  'template.downloaded',
  'template.deleted',
  'team.created',
  'member.invited',
  'member.added',
  'member.role_changed',
  'member.removed',
  'batch.created',
  'batch.completed',
  'batch.downloaded',
  'deck.downloaded',
  'batch.delivered',
  'plan.changed',
  'user.updated_by_operator',
];

/** The request an action was made under: its origin and the id the gateway answered in `x-request-id`. */
interface Made {
  readonly origin: Origin;
  readonly requestId: string;
}

function made(origin: Origin, res: TestResponse | Response): Made {
  const requestId = res.headers.get('x-request-id');
  if (!requestId) throw new Error('the response carried no x-request-id');
  return { origin, requestId };
}

function expectOk(res: TestResponse, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
}

/** What an entry must say about who, where from and under which request. */
const fromRequest = ({ origin, requestId }: Made) => ({
  ip: origin['x-forwarded-for'],
  user_agent: origin['user-agent'],
  request_id: requestId,
});
const SYSTEM_ORIGIN = { ip: null, user_agent: null, request_id: null };

/**
 * The whole audit journey: every listed action, driven through HTTP as people do it on the full stack (real
 * NATS, PostgreSQL, s3rver, the SMTP sink), appears in the right views (Settings → Activity, the team's
 * Activity tab, the operators' audit log) with the right actor, target, team and origin, and nowhere else; the
 * chain verifies, names a modified row, and verifies again once it is restored.
 */
describe('audit journey: every action in the right views', () => {
  let releaseCpu: (() => Promise<void>) | undefined;
  let stack: TestStack;
  let owner: Person;
  let member: Person;
  let operator: Person;
  let stranger: Person;
  let script: TestClient;
  let team: { id: number; short_id: string };
  let teamTemplate: { id: number; placeholders: string[] };
  let apiKeyId: string;
  let revokedKeyId: string;
  let privateTemplateId: number;
  let batchId: string;
  let batchName: string;
  let deliveredBatchId: string;
  let memberMembershipId: number;
  const did: Record<string, Made> = {};

  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
    stack = await startTestStack();
  }, 5 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    await releaseCpu?.();
  });

  /** Signs up; then, as people do, a mistyped password and a sign-in. */
  async function person(label: string, origin: Origin): Promise<Person> {
    const client = new TestClient(stack.baseUrl, origin);
    const email = uniqueEmail(label);
    const signUp = await client.post('/api/users', {
      user: {
        name: `${label} Tester`,
        company: 'Deckmill Tests',
        email,
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
    });
    expectOk(signUp, 201, 'sign-up');
    const signIn = await client.post<{ user: { id: string } }>('/api/users/sign_in', {
      user: { email, password: GOOD_PASSWORD, remember_me: false },
    });
    expectOk(signIn, 200, 'sign-in');
    did[`${label}:signed_in`] = made(origin, signIn);
    return { client, email, id: signIn.body.user.id };
  }

  async function uploadTemplate(name: string, teamId?: number): Promise<TestResponse<V1Template>> {
    const form = new FormData();
    form.set('template[name]', name);
    form.set('template[file]', new Blob([new Uint8Array(await readFile(TEMPLATE))]), `${name}.pptx`);
    if (teamId !== undefined) form.set('template[team_id]', String(teamId));
    return owner.client.post<V1Template>('/api/app/templates', form);
  }

  /** Every entry a view lists, newest first, following `next_cursor`. */
  async function view(client: TestClient, route: string): Promise<ActivityEntryResponse[]> {
    const entries: ActivityEntryResponse[] = [];
    let cursor: string | null = null;
    do {
      const separator = route.includes('?') ? '&' : '?';
      const page: TestResponse<ActivityPageResponse> = await client.get<ActivityPageResponse>(
        `${route}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expectOk(page, 200, route);
      entries.push(...page.body.entries);
      cursor = page.body.next_cursor;
    } while (cursor && entries.length < 2000);
    return entries;
  }

  /** The origin an entry of the action made under `name` must show. */
  function from(name: string): ReturnType<typeof fromRequest> {
    const request = did[name];
    if (!request) throw new Error(`no request recorded as ${name}`);
    return fromRequest(request);
  }

  const find = (entries: ActivityEntryResponse[], action: string, targetId: string) =>
    entries.filter((entry) => entry.action === action && entry.target.id === targetId);

  it('drives every action through HTTP', async () => {
    owner = await person('owner', OWNER_ORIGIN);
    member = await person('member', MEMBER_ORIGIN);
    stranger = await newPerson(stack, 'stranger');
    operator = await person('operator', OPERATOR_ORIGIN);
    await confirm(stack, operator);
    await stack.app.get(RpcClient).call('identity.admin-update-user', { userId: operator.id, admin: true });

    const failed = await new TestClient(stack.baseUrl, OWNER_ORIGIN).post('/api/users/sign_in', {
      user: { email: owner.email, password: 'not-the-password-at-all', remember_me: false },
    });
    expect([401, 422]).toContain(failed.status);
    did['failed_sign_in'] = made(OWNER_ORIGIN, failed);

    // Seats for a team and mail delivery come with a paid plan, chosen on the subscription page.
    const plan = await owner.client.post('/api/settings/subscription', {
      plan: 'professional',
      period: 'monthly',
    });
    expect(plan.status).toBeLessThan(300);
    did['plan.changed'] = made(OWNER_ORIGIN, plan);

    const key = await owner.client.post<{ api_key: { id: string; token: string } }>(
      '/api/settings/api_keys',
      {
        api_key: { name: 'journey script', scopes: ['read', 'generate', 'manage'] },
      },
    );
    expectOk(key, 201, 'API key');
    apiKeyId = key.body.api_key.id;
    did['api_key.created'] = made(OWNER_ORIGIN, key);
    script = new TestClient(stack.baseUrl, {
      ...SCRIPT_ORIGIN,
      authorization: `Bearer ${key.body.api_key.token}`,
    });
    const spare = await owner.client.post<{ api_key: { id: string } }>('/api/settings/api_keys', {
      api_key: { name: 'spare' },
    });
    expectOk(spare, 201, 'spare API key');
    revokedKeyId = spare.body.api_key.id;
    const revoked = await owner.client.delete(`/api/settings/api_keys/${revokedKeyId}`);
    expect(revoked.status).toBeLessThan(300);
    did['api_key.revoked'] = made(OWNER_ORIGIN, revoked);

    const created = await owner.client.post<{ id: number; short_id: string }>('/api/app/teams', {
      team: { name: 'Audited Sales' },
    });
    expectOk(created, 201, 'team');
    team = created.body;
    did['team.created'] = made(OWNER_ORIGIN, created);

    const invited = await owner.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: member.email,
      role: 'member',
    });
    expect(invited.status).toBeLessThan(300);
    did['member.invited'] = made(OWNER_ORIGIN, invited);
    // The member's first invitation: its mail carries the link's token.
    const mail = await stack.smtp.waitForMail(
      (m) => m.envelopeTo.includes(member.email) && /invited to join/.test(m.subject),
      15_000,
    );
    const token = /[?&]invitation=([\w-]+)/.exec(mail.text)?.[1];
    const accepted = await member.client.post(`/api/app/invitations/${token}/accept`);
    expectOk(accepted, 200, 'accept');
    did['member.added'] = made(MEMBER_ORIGIN, accepted);
    const detail = await owner.client.get<{ members: { id: number; user: { email: string } }[] }>(
      `/api/app/teams/${team.short_id}`,
    );
    memberMembershipId = detail.body.members.find((m) => m.user.email === member.email)?.id ?? 0;
    // A plain member has no Activity tab: the team's trail does not exist for them.
    expect((await member.client.get(`/api/app/teams/${team.short_id}/activity`)).status).toBe(404);

    const shared = await uploadTemplate('Team deck', team.id);
    expectOk(shared, 201, 'team template');
    teamTemplate = shared.body;
    did['template.uploaded'] = made(OWNER_ORIGIN, shared);
    const file = await owner.client.fetch(`/api/app/templates/${teamTemplate.id}/download`);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    did['template.downloaded'] = made(OWNER_ORIGIN, file);
    const scratch = await uploadTemplate('Scratch');
    expectOk(scratch, 201, 'private template');
    privateTemplateId = scratch.body.id;
    const deleted = await owner.client.delete(`/api/app/templates/${privateTemplateId}`);
    expect(deleted.status).toBeLessThan(300);
    did['template.deleted'] = made(OWNER_ORIGIN, deleted);

    const batch = await script.post<V1Batch>('/api/v1/batches', {
      template_id: teamTemplate.id,
      rows: jsonRows(teamTemplate.placeholders, 2, 'audit'),
    });
    expectOk(batch, 202, 'batch');
    batchId = batch.body.id;
    // An unnamed batch of JSON rows is "<template> · <date>" (the create answers no name; the batch does).
    const named = await script.get<V1Batch>(`/api/v1/batches/${batchId}`);
    batchName = named.body.name;
    expect(batchName).toMatch(/^Team deck · \d{4}-\d{2}-\d{2}$/);
    did['batch.created'] = made(SCRIPT_ORIGIN, batch);
    const stamp = Date.now();
    const delivery = await script.post<V1Batch>('/api/v1/batches', {
      template_id: teamTemplate.id,
      rows: jsonRows(teamTemplate.placeholders, 1, 'mail').map((row) => ({
        ...row,
        email: `ada-${stamp}@example.com`,
      })),
      deliver_to_column: 'email',
      delivery: { subject: 'Your deck' },
    });
    expectOk(delivery, 202, 'delivery batch');
    deliveredBatchId = delivery.body.id;
    expect((await finishedBatch(script, batchId)).status).toBe('completed');

    const zip = await owner.client.fetch(`/api/app/presentations/${batchId}/download`);
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();
    did['batch.downloaded'] = made(OWNER_ORIGIN, zip);
    const deck = await owner.client.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
    expect(deck.status).toBe(200);
    await deck.arrayBuffer();
    did['deck.downloaded:app'] = made(OWNER_ORIGIN, deck);
    const viaApi = await script.fetch(`/api/v1/batches/${batchId}/rows/2/download`);
    expect(viaApi.status).toBe(200);
    await viaApi.arrayBuffer();
    did['deck.downloaded:api'] = made(SCRIPT_ORIGIN, viaApi);

    const promoted = await owner.client.patch(
      `/api/app/teams/${team.short_id}/members/${memberMembershipId}/update_role`,
      { role: 'admin' },
    );
    expectOk(promoted, 200, 'update_role');
    did['member.role_changed'] = made(OWNER_ORIGIN, promoted);
    const removed = await owner.client.delete(
      `/api/app/teams/${team.short_id}/members/${memberMembershipId}`,
    );
    expect(removed.status).toBeLessThan(300);
    did['member.removed'] = made(OWNER_ORIGIN, removed);

    const renamed = await operator.client.patch(`/api/admin/users/${member.id}`, { name: 'Renamed Member' });
    expectOk(renamed, 200, 'operator update');
    did['user.updated_by_operator'] = made(OPERATOR_ORIGIN, renamed);

    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(`ada-${stamp}@example.com`), 60_000);
  }, 120_000);

  it("lists the owner's own activity in Settings → Activity, each with its actor and origin", async () => {
    const ownerActor = { kind: 'user', id: owner.id, api_key_id: null };
    const keyActor = { kind: 'api_key', id: owner.id, api_key_id: apiKeyId };
    const system = { kind: 'system', id: null, email: null, api_key_id: null };
    const expected: Array<[string, string, object]> = [
      ['session.signed_in', '', { actor: ownerActor, team_id: null, ...from('owner:signed_in') }],
      [
        'session.failed_sign_in',
        owner.id,
        {
          actor: { kind: 'user', id: owner.id, email: owner.email },
          details: { reason: 'bad_password' },
          ...from('failed_sign_in'),
        },
      ],
      [
        'plan.changed',
        owner.id,
        { actor: ownerActor, details: { tier: 'professional' }, ...from('plan.changed') },
      ],
      ['api_key.created', apiKeyId, { actor: ownerActor, team_id: null, ...from('api_key.created') }],
      ['api_key.revoked', revokedKeyId, { actor: ownerActor, ...from('api_key.revoked') }],
      ['team.created', String(team.id), { actor: ownerActor, team_id: team.id, ...from('team.created') }],
      [
        'member.invited',
        '',
        {
          actor: ownerActor,
          team_id: team.id,
          target: { type: 'invitation', label: member.email },
          ...from('member.invited'),
        },
      ],
      [
        'template.uploaded',
        String(teamTemplate.id),
        { actor: ownerActor, team_id: team.id, ...from('template.uploaded') },
      ],
      [
        'template.downloaded',
        String(teamTemplate.id),
        { actor: ownerActor, team_id: team.id, ...from('template.downloaded') },
      ],
      [
        'template.deleted',
        String(privateTemplateId),
        { actor: ownerActor, team_id: null, ...from('template.deleted') },
      ],
      ['batch.created', batchId, { actor: keyActor, team_id: team.id, ...from('batch.created') }],
      ['batch.completed', batchId, { actor: system, team_id: team.id, ...SYSTEM_ORIGIN }],
      [
        'batch.downloaded',
        batchId,
        { actor: ownerActor, team_id: team.id, target: { label: batchName }, ...from('batch.downloaded') },
      ],
      [
        'deck.downloaded',
        `${batchId}:1`,
        {
          actor: ownerActor,
          team_id: team.id,
          // Named by its batch, never by its file name (made from row values).
          target: { label: `${batchName} — deck 1` },
          details: { via: 'app' },
          ...from('deck.downloaded:app'),
        },
      ],
      [
        'deck.downloaded',
        `${batchId}:2`,
        {
          actor: keyActor,
          team_id: team.id,
          details: { via: 'api' },
          ...from('deck.downloaded:api'),
        },
      ],
      [
        'member.role_changed',
        member.id,
        {
          actor: ownerActor,
          team_id: team.id,
          details: { role: 'admin', previousRole: 'member' },
          ...from('member.role_changed'),
        },
      ],
      ['member.removed', member.id, { actor: ownerActor, team_id: team.id, ...from('member.removed') }],
    ];
    let entries: ActivityEntryResponse[] = [];
    await eventually(
      async () => {
        entries = await view(owner.client, '/api/settings/activity');
        return expected.every(([action, id]) =>
          entries.some((e) => e.action === action && (id === '' || e.target.id === id)),
        );
      },
      "the owner's activity",
      { timeoutMs: 30_000 },
    );
    for (const [action, id, shape] of expected) {
      const matches = entries.filter((e) => e.action === action && (id === '' || e.target.id === id));
      expect({ action, matches }).toEqual({ action, matches: [expect.objectContaining({})] });
      expect(matches[0]).toMatchObject(shape);
    }
    expect(entries.some((e) => 'hash' in e)).toBe(false);
    expect(entries.some((e) => e.action === 'member.added' && e.target.id === member.id)).toBe(false);
    expect(entries.some((e) => e.action === 'user.updated_by_operator')).toBe(false);
  });

  it("waits for the delivery, and shows it as the product's doing", async () => {
    let entries: ActivityEntryResponse[] = [];
    await eventually(
      async () => {
        entries = await view(owner.client, '/api/settings/activity');
        return find(entries, 'batch.delivered', deliveredBatchId).length > 0;
      },
      'batch.delivered',
      { timeoutMs: 60_000 },
    );
    expect(find(entries, 'batch.delivered', deliveredBatchId)[0]).toMatchObject({
      actor: { kind: 'system' },
      team_id: team.id,
      details: { delivered: 1, failed: 0 },
      ...SYSTEM_ORIGIN,
    });
    expect(find(entries, 'batch.created', deliveredBatchId)[0]).toMatchObject({
      actor: { kind: 'api_key', api_key_id: apiKeyId },
    });
  });

  it("lists the member's joining and the operator's change in the member's own activity only", async () => {
    let entries: ActivityEntryResponse[] = [];
    await eventually(
      async () => {
        entries = await view(member.client, '/api/settings/activity');
        return ['member.added', 'user.updated_by_operator'].every(
          (action) => find(entries, action, member.id).length > 0,
        );
      },
      "the member's activity",
      { timeoutMs: 30_000 },
    );
    expect(find(entries, 'member.added', member.id)[0]).toMatchObject({
      actor: { kind: 'user', id: member.id },
      team_id: team.id,
      details: { role: 'member' },
      ...from('member.added'),
    });
    // A customer sees that support changed their account, not the operator's e-mail, address or browser.
    expect(find(entries, 'user.updated_by_operator', member.id)[0]).toMatchObject({
      actor: { kind: 'operator', id: operator.id, email: null },
      target: { type: 'user', label: member.email },
      ip: null,
      user_agent: null,
      request_id: null,
    });
    expect(entries.filter((e) => e.action === 'session.signed_in')).toEqual([
      expect.objectContaining(from('member:signed_in')),
    ]);
    const owners = new Set([
      apiKeyId,
      revokedKeyId,
      batchId,
      String(teamTemplate.id),
      String(privateTemplateId),
    ]);
    expect(entries.filter((e) => owners.has(e.target.id) || e.target.id.startsWith(batchId))).toEqual([]);

    const operatorOwn = await view(operator.client, '/api/settings/activity');
    expect(operatorOwn.filter((e) => e.action === 'user.updated_by_operator')).toEqual([]);
    const strangers = await view(stranger.client, '/api/settings/activity');
    expect(strangers.every((e) => e.actor.id === stranger.id || e.target.id === stranger.id)).toBe(true);
    expect(strangers.filter((e) => e.team_id === team.id)).toEqual([]);
  });

  it("shows the team's admins the team's actions and nothing personal, and nobody else the tab", async () => {
    const wanted: Array<[string, string]> = [
      ['team.created', String(team.id)],
      ['member.added', member.id],
      ['member.role_changed', member.id],
      ['member.removed', member.id],
      ['template.uploaded', String(teamTemplate.id)],
      ['template.downloaded', String(teamTemplate.id)],
      ['batch.created', batchId],
      ['batch.completed', batchId],
      ['batch.downloaded', batchId],
      ['deck.downloaded', `${batchId}:1`],
      ['deck.downloaded', `${batchId}:2`],
      ['batch.delivered', deliveredBatchId],
    ];
    let entries: ActivityEntryResponse[] = [];
    await eventually(
      async () => {
        entries = await view(owner.client, `/api/app/teams/${team.short_id}/activity`);
        return wanted.every(([action, id]) => find(entries, action, id).length > 0);
      },
      "the team's activity",
      { timeoutMs: 30_000 },
    );
    expect(entries.every((e) => e.team_id === team.id)).toBe(true);
    expect(entries.some((e) => e.action === 'member.invited')).toBe(true);
    expect(find(entries, 'member.added', member.id)[0]).toMatchObject(from('member.added'));
    expect(find(entries, 'batch.created', batchId)[0]).toMatchObject({
      actor: { kind: 'api_key', api_key_id: apiKeyId },
      ...from('batch.created'),
    });
    for (const action of ['session.signed_in', 'session.failed_sign_in', 'api_key.created', 'plan.changed']) {
      expect(entries.filter((e) => e.action === action)).toEqual([]);
    }
    expect(find(entries, 'template.deleted', String(privateTemplateId))).toEqual([]);

    // The removed member, a stranger and an operator who is not a member: no such tab.
    for (const someone of [member, stranger, operator]) {
      expect((await someone.client.get(`/api/app/teams/${team.short_id}/activity`)).status).toBe(404);
    }
  });

  it('shows operators every entry with its hash, filtered by actor and team', async () => {
    let byTeam: ActivityEntryResponse[] = [];
    await eventually(async () => {
      byTeam = await view(operator.client, `/api/admin/audit_log?team=${team.id}`);
      return find(byTeam, 'batch.delivered', deliveredBatchId).length > 0;
    }, "the team's entries in the audit log");
    expect(byTeam.every((e) => e.team_id === team.id && /^[0-9a-f]{64}$/.test(e.hash ?? ''))).toBe(true);
    expect(find(byTeam, 'deck.downloaded', `${batchId}:2`)[0]).toMatchObject({
      actor: { kind: 'api_key', api_key_id: apiKeyId },
      ...from('deck.downloaded:api'),
    });

    const byOwner = await view(operator.client, `/api/admin/audit_log?actor=${owner.id}`);
    for (const action of [
      'session.signed_in',
      'session.failed_sign_in',
      'api_key.created',
      'api_key.revoked',
      'plan.changed',
      'template.deleted',
    ]) {
      expect({ action, found: byOwner.some((e) => e.action === action) }).toEqual({ action, found: true });
    }
    expect(byOwner.every((e) => e.actor.id === owner.id)).toBe(true);

    const byOperator = await view(
      operator.client,
      `/api/admin/audit_log?actor=${encodeURIComponent(operator.email)}`,
    );
    expect(find(byOperator, 'user.updated_by_operator', member.id)[0]).toMatchObject({
      actor: { kind: 'operator', id: operator.id },
      ...from('user.updated_by_operator'),
    });
    const delivered = await view(operator.client, '/api/admin/audit_log?action=batch.delivered');
    expect(find(delivered, 'batch.delivered', deliveredBatchId)).toHaveLength(1);

    const everything = new Set<string>(
      (await view(operator.client, '/api/admin/audit_log')).map((e) => e.action),
    );
    expect(DRIVEN.filter((action) => !everything.has(action))).toEqual([]);
  });

  it('verifies the chain, names a modified row, and verifies again once it is restored', async () => {
    const verify = async () => {
      const res = await operator.client.get<AuditVerificationResponse>('/api/admin/audit_log/verify');
      expectOk(res, 200, 'verify');
      return res.body;
    };
    const before = await verify();
    expect(before).toMatchObject({ ok: true, first_broken: null });
    expect(before.entries).toBeGreaterThan(DRIVEN.length);

    const entries = await view(
      operator.client,
      `/api/admin/audit_log?team=${team.id}&action=template.uploaded`,
    );
    const entry = find(entries, 'template.uploaded', String(teamTemplate.id))[0];
    if (!entry || !stack.dataSource) throw new Error('no entry or no database to tamper with');
    await runSql(stack.dataSource, `UPDATE ${LOG} SET "target_label" = 'Forged deck' WHERE "id" = $1`, [
      entry.id,
    ]);
    try {
      expect(await verify()).toMatchObject({
        ok: false,
        first_broken: { chain: `team:${team.id}`, entry_id: entry.id, reason: 'hash_mismatch' },
      });
    } finally {
      await runSql(stack.dataSource, `UPDATE ${LOG} SET "target_label" = $2 WHERE "id" = $1`, [
        entry.id,
        entry.target.label,
      ]);
    }
    expect(await verify()).toMatchObject({ ok: true, first_broken: null });
  });
});
