import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { PERMISSIONS, type Fresh, type Outcome } from './permission-matrix.table';
import {
  ROLES,
  buildMatrixWorld,
  newApiKeyId,
  newDatasetId,
  newInvitation,
  newPresentation,
  newTeam,
  newTemplate,
  newWebhookId,
  type MatrixWorld,
  type Role,
} from './support/matrix-world';
import { documentedRoutes, fillPath, type ApiRoute } from './support/openapi-routes';
import { newPerson } from './support/world';

/** Routes that end the caller's session run last, so every other cell is asked with a live session. */
const ENDS_SESSION = new Set(['DELETE /api/users/sign_out', 'POST /api/logout']);

function outcomeOf(status: number): Outcome | number {
  if (status === 401 || status === 403 || status === 404) return status;
  return status < 500 ? 'ok' : status;
}

/**
 * The permission matrix: every route of the OpenAPI document asked by every kind of caller, compared with
 * the one table in permission-matrix.table.ts. A route without a row there fails the suite.
 */
describe('the permission matrix', () => {
  let stack: TestStack;
  let world: MatrixWorld;
  let routes: ApiRoute[];

  beforeAll(async () => {
    stack = await startTestStack({ previews: true });
    world = await buildMatrixWorld(stack);
    routes = await documentedRoutes(stack.baseUrl);
  }, 180_000);

  // Stopping drains the preview jobs in flight: up to 32 of this suite's many uploads waiting for one LibreOffice.
  afterAll(async () => {
    await stack.stop();
  }, 180_000);

  it('has a rule for every documented route, and no rule for a route that is gone', () => {
    const documented = routes.map((route) => route.key).sort();
    expect(documented.filter((key) => !(key in PERMISSIONS))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((key) => !documented.includes(key))).toEqual([]);
  });

  /** The path parameters: the owner's objects, or a fresh one for a destructive route that lets the caller in. */
  async function paramsFor(route: ApiRoute, fresh: Fresh | undefined): Promise<Record<string, string>> {
    const { people } = world;
    const team = fresh === 'team' ? await newTeam(stack, people) : world.team;
    const app = route.path.startsWith('/api/admin');
    // A fresh invitation also brings its own token: the shared one stops working once a resend replaced it.
    const invitation =
      fresh === 'invitation' ? await newInvitation(stack, people.owner, team) : world.invitation;
    const values: Record<string, string> = {
      memberId: String(team.memberIds.member),
      invitationId: String(invitation.id),
      token: invitation.token,
      ref: world.invitation.token,
      row: world.presentation.row,
      linkId: world.presentation.linkId,
      which: 'template',
      hash: '0'.repeat(64),
      slide: '1',
    };
    if (route.path.startsWith('/api/app/teams/')) values['id'] = team.shortId;
    else if (route.path.includes('/templates/')) {
      values['id'] = String(fresh === 'template' ? await newTemplate(people.owner) : world.templateId);
    } else if (route.path.includes('/presentations/')) {
      values['id'] =
        fresh === 'presentation'
          ? (await newPresentation(people.owner, world.templateId)).id
          : world.presentation.id;
    } else if (route.path.startsWith('/api/app/datasets/')) {
      values['id'] = fresh === 'dataset' ? await newDatasetId(people.owner) : world.datasetId;
    } else if (route.path.startsWith('/api/settings/api_keys/')) {
      values['id'] = fresh === 'apiKey' ? await newApiKeyId(people.owner) : world.apiKeyId;
    } else if (route.path.startsWith('/api/settings/webhooks/')) {
      values['id'] = fresh === 'webhook' ? await newWebhookId(people.owner) : world.webhookId;
    } else if (app && route.path.includes('/users/')) {
      values['id'] = fresh === 'user' ? (await newPerson(stack, 'doomed')).id : people.owner.id;
    } else if (app && route.path.includes('/teams/')) values['id'] = String(team.id);
    else if (app && route.path.includes('/batches/')) {
      values['id'] =
        fresh === 'presentation'
          ? (await newPresentation(people.owner, world.templateId)).id
          : world.presentation.id;
    }
    return values;
  }

  async function ask(route: ApiRoute, client: TestClient, url: string, body = {}): Promise<number> {
    const controller = new AbortController();
    if (route.method === 'GET') {
      const response = await client.fetch(url, { signal: controller.signal });
      controller.abort(); // an event stream or a download that starts is an answer
      return response.status;
    }
    const res = await client.request(route.method, url, route.multipart ? new FormData() : body);
    return res.status;
  }

  it('answers every caller as the table says', async () => {
    const ordered = [...routes].sort(
      (a, b) => Number(ENDS_SESSION.has(a.key)) - Number(ENDS_SESSION.has(b.key)),
    );
    const mismatches: string[] = [];
    let asked = 0;
    for (const route of ordered) {
      const rule = PERMISSIONS[route.key];
      if (!rule) continue;
      // Callers who are refused go first: they must leave the object as it was for those who are let in.
      const roles = [...ROLES].sort(
        (a, b) => Number(rule.expect[a] === 'ok') - Number(rule.expect[b] === 'ok'),
      );
      for (const role of roles) {
        const expected = rule.expect[role];
        const values = await paramsFor(route, expected === 'ok' ? rule.fresh : undefined);
        const status = await ask(route, world.clients[role as Role], fillPath(route.path, values), rule.body);
        asked += 1;
        const actual = outcomeOf(status);
        if (actual !== expected)
          mismatches.push(`${route.key} as ${role}: expected ${expected}, got ${status}`);
      }
    }
    console.info(`permission matrix: ${asked} requests, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
