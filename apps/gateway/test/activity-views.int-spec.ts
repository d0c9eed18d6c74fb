import { connect } from 'node:net';
import type { ActivityPageResponse, AuditVerificationResponse } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import {
  acceptInvitationFromMail,
  invitationMailCount,
  startTestStack,
  type TestStack,
} from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { fakeEntry, startFakeAudit, type FakeAudit } from './support/fake-audit';
import { newOperator, newPerson, type Person } from './support/world';

/** Reads `bytes` of a response over a raw connection, then resets it: a browser tab closed mid-download. */
function leaveAfter(stack: TestStack, person: Person, path: string, bytes: number): Promise<number> {
  const url = new URL(stack.baseUrl);
  const head = `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: dm_session=${person.client.cookie('dm_session') ?? ''}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = 0;
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= bytes) socket.destroy();
    });
  });
}

/** Who sees what: the gateway's three activity views on the audit service's contract. */
describe('activity views', () => {
  let stack: TestStack;
  let audit: FakeAudit;
  let owner: Person;
  let member: Person;
  let stranger: Person;
  let operator: Person;
  let team: { id: number; short_id: string };

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'teams', 'billing', 'mail'], s3: false });
    audit = await startFakeAudit(stack.namespace);
    [owner, member, stranger] = await Promise.all([
      newPerson(stack, 'owner'),
      newPerson(stack, 'member'),
      newPerson(stack, 'stranger'),
    ]);
    operator = await newOperator(stack);
    // Teams of more than one member need a paid plan's seats.
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'enterprise' });
    const created = await owner.client.post<{ id: number; short_id: string }>('/api/app/teams', {
      team: { name: 'Audited' },
    });
    team = created.body;
    const received = invitationMailCount(stack, member.email);
    await owner.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: member.email,
      role: 'member',
    });
    await acceptInvitationFromMail(stack, member.client, member.email, received);
  }, 120_000);

  afterAll(async () => {
    await audit.stop();
    await stack.stop();
  });

  beforeEach(() => audit.reset());

  describe('Settings → Activity', () => {
    it("asks for the signed-in user's own entries and answers them in snake_case", async () => {
      const entry = fakeEntry({ userId: owner.id, teamId: 3 });
      audit.serve([entry]);
      const res = await owner.client.get<ActivityPageResponse>('/api/settings/activity?limit=20&cursor=0');
      expect(res.status).toBe(200);
      expect(audit.calls).toEqual([
        { scope: { kind: 'user', userId: owner.id }, filters: {}, cursor: '0', limit: 20 },
      ]);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.entries).toEqual([
        {
          id: entry.id,
          action: 'session.signed_in',
          actor: { kind: 'user', id: owner.id, email: 'ada@example.test', api_key_id: null },
          target: { type: 'session', id: 'session-1', label: null },
          team_id: 3,
          ip: '203.0.113.7',
          user_agent: entry.origin.userAgent,
          request_id: 'req-1',
          details: {},
          occurred_at: entry.occurredAt,
        },
      ]);
    });

    it('refuses anonymous callers and an unknown format', async () => {
      expect((await fetch(`${stack.baseUrl}/api/settings/activity`)).status).toBe(401);
      expect((await owner.client.get('/api/settings/activity?format=xlsx')).status).toBe(422);
      expect(audit.calls).toEqual([]);
    });
  });

  describe("a team's Activity tab", () => {
    it("asks for the team's entries as its admin, by short_id or numeric id", async () => {
      audit.serve([fakeEntry({ teamId: team.id })]);
      expect((await owner.client.get(`/api/app/teams/${team.short_id}/activity`)).status).toBe(200);
      expect((await owner.client.get(`/api/app/teams/${team.id}/activity`)).status).toBe(200);
      expect(audit.scopes()).toEqual([
        { kind: 'team', teamId: team.id, actorId: owner.id },
        { kind: 'team', teamId: team.id, actorId: owner.id },
      ]);
    });

    it('does not exist for a member who is not an admin, another tenant or an operator', async () => {
      audit.serve([fakeEntry({ teamId: team.id })]);
      for (const person of [member, stranger, operator]) {
        expect((await person.client.get(`/api/app/teams/${team.short_id}/activity`)).status).toBe(404);
        expect((await person.client.get(`/api/app/teams/${team.short_id}/activity?format=csv`)).status).toBe(
          404,
        );
      }
      expect((await owner.client.get('/api/app/teams/nosuchteam/activity')).status).toBe(404);
      expect(audit.calls).toEqual([]);
    });
  });

  describe('the operators’ audit log', () => {
    it('is refused to anyone without the admin flag, as every admin route', async () => {
      for (const path of ['/api/admin/audit_log', '/api/admin/audit_log/verify']) {
        expect((await owner.client.get(path)).status).toBe(403);
        expect((await fetch(`${stack.baseUrl}${path}`)).status).toBe(401);
      }
      expect(audit.calls).toEqual([]);
    });

    it('asks for every entry with the filters, and shows the hash', async () => {
      audit.serve([fakeEntry()]);
      const query = `actor=${owner.id}&action=deck.downloaded&team=${team.id}&from=2026-11-01&to=2026-11-22T00:00:00Z`;
      const res = await operator.client.get<ActivityPageResponse>(`/api/admin/audit_log?${query}`);
      expect(res.status).toBe(200);
      expect(audit.calls).toEqual([
        {
          scope: { kind: 'all' },
          filters: {
            actorId: owner.id,
            action: 'deck.downloaded',
            teamId: team.id,
            from: '2026-11-01T00:00:00.000Z',
            to: '2026-11-22T00:00:00.000Z',
          },
          cursor: null,
          limit: 50,
        },
      ]);
      expect(res.body.entries[0]?.hash).toBe('f'.repeat(64));
    });

    it('finds the actor by e-mail address, and says so when no account has it', async () => {
      audit.serve([]);
      const byEmail = await operator.client.get(
        `/api/admin/audit_log?actor=${encodeURIComponent(member.email)}`,
      );
      expect(byEmail.status).toBe(200);
      expect(audit.calls[0]?.filters).toEqual({ actorId: member.id });
      const unknown = await operator.client.get('/api/admin/audit_log?actor=nobody%40example.test');
      expect(unknown.status).toBe(422);
      expect((await operator.client.get('/api/admin/audit_log?action=made.up')).status).toBe(422);
      expect(audit.calls).toHaveLength(1);
    });

    it('answers the chain check in snake_case, naming the first broken link', async () => {
      const entryId = fakeEntry().id;
      audit.verifyAnswers({
        ok: false,
        chains: 2,
        entries: 9,
        firstBroken: { chain: `team:${team.id}`, seq: 4, entryId, reason: 'hash_mismatch' },
      });
      const res = await operator.client.get<AuditVerificationResponse>('/api/admin/audit_log/verify');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ok: false,
        chains: 2,
        entries: 9,
        first_broken: { chain: `team:${team.id}`, seq: 4, entry_id: entryId, reason: 'hash_mismatch' },
      });
    });
  });

  describe('exports', () => {
    it('downloads every entry as CSV, paging 1000 at a time, with formulas defused', async () => {
      const entries = Array.from({ length: 2500 }, (_, index) =>
        fakeEntry({
          userId: owner.id,
          target: { type: 'batch', id: `b${index}`, label: index === 0 ? '=cmd|" /C calc"!A0' : `Q${index}` },
        }),
      );
      audit.serve(entries);
      const res = await owner.client.fetch('/api/settings/activity?format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="deckmill-activity-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = (await res.text()).split('\r\n').filter((line) => line !== '');
      expect(lines[0]).toMatch(/^occurred_at,action,actor_kind,actor_id,actor_email,/);
      expect(lines).toHaveLength(2501);
      expect(lines[1]).toContain(`"'=cmd|"" /C calc""!A0"`);
      expect(audit.calls.map((call) => [call.cursor, call.limit])).toEqual([
        [null, 1000],
        ['1000', 1000],
        ['2000', 1000],
      ]);
      expect(audit.scopes().every((scope) => scope.kind === 'user' && scope.userId === owner.id)).toBe(true);
    });

    it('downloads JSON lines, one entry per line, for the team and the operators', async () => {
      audit.serve([fakeEntry({ teamId: team.id }), fakeEntry({ teamId: team.id })]);
      const teamExport = await owner.client.fetch(`/api/app/teams/${team.short_id}/activity?format=jsonl`);
      expect(teamExport.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(teamExport.headers.get('content-disposition')).toContain(
        `filename="deckmill-team-${team.short_id}-activity-`,
      );
      const lines = (await teamExport.text()).trimEnd().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { team_id: number }).team_id)).toEqual([
        team.id,
        team.id,
      ]);

      const operatorExport = await operator.client.fetch(
        '/api/admin/audit_log?format=jsonl&action=deck.downloaded',
      );
      expect(operatorExport.headers.get('content-disposition')).toContain('filename="deckmill-audit-log-');
      const [first] = (await operatorExport.text()).trimEnd().split('\n');
      expect(JSON.parse(first ?? '{}')).toMatchObject({ hash: 'f'.repeat(64) });
      expect(audit.calls.at(-1)).toMatchObject({
        scope: { kind: 'all' },
        filters: { action: 'deck.downloaded' },
      });
    });

    it("shows an operator's e-mail and origin to operators only: users and teams see Deckmill support", async () => {
      const byOperator = fakeEntry({
        userId: owner.id,
        teamId: team.id,
        action: 'user.updated_by_operator',
        actor: { kind: 'operator', userId: operator.id, email: operator.email, apiKeyId: null },
      });
      const hidden = { ip: null, user_agent: null, request_id: null };
      audit.serve([byOperator]);
      const own = await owner.client.get<ActivityPageResponse>('/api/settings/activity');
      expect(own.body.entries[0]).toMatchObject({
        actor: { kind: 'operator', id: operator.id, email: null, api_key_id: null },
        ...hidden,
      });
      const teamView = await owner.client.get<ActivityPageResponse>(
        `/api/app/teams/${team.short_id}/activity`,
      );
      expect(teamView.body.entries[0]).toMatchObject({ actor: { email: null }, ...hidden });
      const csv = await (await owner.client.fetch('/api/settings/activity?format=csv')).text();
      expect(csv).not.toContain(operator.email);
      expect(csv).not.toContain('203.0.113.7');
      const jsonl = await (
        await owner.client.fetch(`/api/app/teams/${team.short_id}/activity?format=jsonl`)
      ).text();
      expect(JSON.parse(jsonl.trimEnd())).toMatchObject({ actor: { email: null }, ...hidden });

      const operators = await operator.client.get<ActivityPageResponse>('/api/admin/audit_log');
      expect(operators.body.entries[0]).toMatchObject({
        actor: { kind: 'operator', email: operator.email },
        ip: '203.0.113.7',
        request_id: 'req-1',
      });
    });

    it('limits exports per user (429 with Retry-After)', async () => {
      const exporter = await newPerson(stack, 'exporter');
      audit.serve([]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await exporter.client.fetch('/api/settings/activity?format=jsonl');
        await res.arrayBuffer();
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await exporter.client.get('/api/settings/activity')).status).toBe(200);
    });

    it('stops paging when the client goes away mid-export, and keeps serving', async () => {
      const pages = 40;
      audit.serve(
        Array.from({ length: pages * 1000 }, () => fakeEntry({ userId: operator.id })),
        25,
      );
      const received = await leaveAfter(stack, operator, '/api/admin/audit_log?format=csv', 64 * 1024);
      expect(received).toBeGreaterThan(0);
      let settled = -1;
      await eventually(async () => {
        const before = audit.calls.length;
        await new Promise((resolve) => setTimeout(resolve, 300));
        settled = audit.calls.length;
        return settled === before;
      }, 'the export to stop asking for pages');
      expect(settled).toBeLessThan(pages);
      expect((await operator.client.get('/api/health')).status).toBe(200);
      expect((await operator.client.get('/api/admin/audit_log/verify')).status).toBe(200);
    });
  });
});
