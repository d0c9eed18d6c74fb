import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  V1BatchCompletedEventSchema,
  V1DeliveryFailedEventSchema,
  V1RowFailedEventSchema,
  type TeamListItem,
  type WebhookDeliveryResponse,
  type WebhookResponse,
  type WebhookWithSecretResponse,
} from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { WebhooksConfig, loadConfig } from '@deckmill/config';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { readCaBundle, verifyWebhookSignature } from '@deckmill/outbound';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import {
  eventually,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@deckmill/testing';
import { EndpointRepository } from '../src/endpoints';
import { addMember, createTeam } from './support/teams';
import { signedInUser, type SignedInUser } from './support/users';

/**
 * Row events, team endpoints and OUTBOUND_CA_FILE, end to end: the real gateway, identity, teams (with billing
 * and mail for its invitations) and webhooks services over NATS and PostgreSQL, and a customer's HTTPS receiver
 * whose self-signed certificate is trusted only because OUTBOUND_CA_FILE names it.
 */
describe('row.failed, delivery.failed and team endpoints, delivered to a local HTTPS receiver', () => {
  let receiver: WebhookReceiver;
  let caDir: string;
  let stack: TestStack;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  let team: TeamListItem;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    caDir = await mkdtemp(join(tmpdir(), 'deckmill-outbound-ca-'));
    const caFile = join(caDir, 'receiver-ca.pem');
    await writeFile(caFile, receiver.certificate);
    // The variable as an operator sets it, validated by the webhooks process's configuration class.
    const config = loadConfig(WebhooksConfig, {
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      NATS_URL: 'nats://127.0.0.1:4222',
      WEBHOOK_SECRET_KEY: 'an-operator-key-of-at-least-32-characters',
      OUTBOUND_ALLOW_HOSTS: `localhost:${receiver.port}`,
      OUTBOUND_CA_FILE: caFile,
    });
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'teams', 'billing', 'mail', 'webhooks'],
      s3: false,
      modules: {
        webhooks: {
          outboundAllowHosts: config.OUTBOUND_ALLOW_HOSTS,
          extraCaCertificates: readCaBundle(config.OUTBOUND_CA_FILE),
          retryDelaysMs: [300, 300],
        },
      },
    });
    [ada, bob, carol] = await Promise.all([
      signedInUser(stack, 'ada'),
      signedInUser(stack, 'bob'),
      signedInUser(stack, 'carol'),
    ]);
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: ada.id, tier: 'professional' });
    team = await createTeam(ada, 'Sales');
    await addMember(stack, ada, team, bob, 'member');
  });

  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
    await rm(caDir, { recursive: true, force: true });
  });

  async function register(
    user: SignedInUser,
    path: string,
    events: string[],
    teamId?: number,
  ): Promise<WebhookWithSecretResponse> {
    const res = await user.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url: `https://localhost:${receiver.port}${path}`,
      events,
      ...(teamId === undefined ? {} : { team_id: teamId }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.body;
  }

  async function settledDeliveries(user: SignedInUser, id: string, count: number) {
    let deliveries: WebhookDeliveryResponse[] = [];
    await eventually(
      async () => {
        const res = await user.client.get<{ deliveries: WebhookDeliveryResponse[] }>(
          `/api/settings/webhooks/${id}/deliveries`,
        );
        deliveries = res.body.deliveries;
        return deliveries.length === count && deliveries.every((delivery) => delivery.status !== 'pending');
      },
      `${count} deliveries to settle`,
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    return deliveries;
  }

  /** The receiver's side of the contract: the signature over the raw body, checked as docs/webhooks.md says. */
  function verified(request: ReceivedWebhook | undefined, secret: string): unknown {
    const header = request?.headers['deckmill-signature'];
    expect(typeof header).toBe('string');
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifyWebhookSignature(typeof header === 'string' ? header : undefined, secret, request?.body ?? ''),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        typeof header === 'string' ? header : undefined,
        `${secret}x`,
        request?.body ?? '',
      ),
    ).toBe(false);
    return JSON.parse(request?.body ?? 'null');
  }

  it("sends a signed row.failed and delivery.failed to the batch owner's subscribed endpoint", async () => {
    const path = `/rows-${randomUUID()}`;
    const { webhook, secret } = await register(ada, path, ['row.failed', 'delivery.failed']);
    const batchId = randomUUID();
    const occurredAt = new Date().toISOString();
    const row = { batchId, ownerId: ada.id, templateTeamId: null, fileName: 'Acme.pptx', occurredAt };
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    await bus.publishEvent('presentation.row-failed', {
      ...row,
      rowNumber: 2,
      reason: 'Image URL not reachable',
    });
    await bus.publishEvent('presentation.delivery-failed', {
      ...row,
      rowNumber: 3,
      recipient: 'ann@example.com',
      reason: '550 5.1.1 No such user',
    });
    // Not subscribed: the batch's own end is not sent to this endpoint.
    await bus.publishEvent('presentation.completed', batchFinished(ada.id, null));

    const deliveries = await settledDeliveries(ada, webhook.id, 2);
    expect(deliveries.map((delivery) => [delivery.event_type, delivery.status]).sort()).toEqual([
      ['delivery.failed', 'delivered'],
      ['row.failed', 'delivered'],
    ]);
    const received = receiver.on(path);
    expect(received).toHaveLength(2);
    const byType = new Map(
      received.map((request) => {
        const event = verified(request, secret) as { type: string };
        return [event.type, { event, request }];
      }),
    );
    const rowFailed = V1RowFailedEventSchema.parse(byType.get('row.failed')?.event);
    expect(rowFailed).toEqual({
      id: byType.get('row.failed')?.request.headers['deckmill-event-id'],
      type: 'row.failed',
      created: Math.floor(Date.parse(occurredAt) / 1000),
      data: {
        batch: { id: batchId },
        row: { number: 2, file_name: 'Acme.pptx', reason: 'Image URL not reachable' },
      },
    });
    const deliveryFailed = V1DeliveryFailedEventSchema.parse(byType.get('delivery.failed')?.event);
    expect(deliveryFailed.data).toEqual({
      batch: { id: batchId },
      row: { number: 3, file_name: 'Acme.pptx' },
      delivery: { recipient: 'ann@example.com', reason: '550 5.1.1 No such user' },
    });
  });

  it("sends a member's batch on a template shared with the team to the team's endpoint", async () => {
    const teamPath = `/team-${randomUUID()}`;
    const ownPath = `/own-${randomUUID()}`;
    const teamHook = await register(ada, teamPath, ['batch.completed'], team.id);
    expect(teamHook.webhook.team_id).toBe(team.id);
    await register(ada, ownPath, ['batch.completed']);
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const shared = batchFinished(bob.id, team.id);
    await bus.publishEvent('presentation.completed', shared);
    // A private batch of the member's, and an older producer's event without templateTeamId: not the team's.
    await bus.publishEvent('presentation.completed', batchFinished(bob.id, null));
    const { templateTeamId: _absent, ...olderProducer } = batchFinished(bob.id, team.id);
    await bus.publishEvent('presentation.completed', olderProducer);

    const [delivery, ...more] = await settledDeliveries(ada, teamHook.webhook.id, 1);
    expect(more).toEqual([]);
    expect(delivery?.status).toBe('delivered');
    const [request] = receiver.on(teamPath);
    const event = V1BatchCompletedEventSchema.parse(verified(request, teamHook.secret));
    expect(event.data.batch).toEqual({
      id: shared.batchId,
      name: 'Q3 decks',
      status: 'completed',
      template_id: 3,
      row_count: 4,
      rows_done: 3,
      rows_failed: 1,
    });
    // Ada's own endpoint hears only Ada's batches, not a teammate's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on(ownPath)).toEqual([]);
  });

  it("keeps a team's endpoints to its admins: a plain member and a stranger get 404", async () => {
    const { webhook } = await register(ada, `/admin-only-${randomUUID()}`, ['batch.failed'], team.id);

    const listed = await ada.client.get<{ webhooks: WebhookResponse[] }>(
      `/api/settings/webhooks?team_id=${team.id}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.webhooks.map((hook) => hook.id)).toContain(webhook.id);
    expect(listed.body.webhooks.every((hook) => hook.team_id === team.id)).toBe(true);
    const own = await ada.client.get<{ webhooks: WebhookResponse[] }>('/api/settings/webhooks');
    expect(own.body.webhooks.map((hook) => hook.id)).not.toContain(webhook.id);
    expect(own.body.webhooks.every((hook) => hook.team_id === null)).toBe(true);

    for (const outsider of [bob, carol]) {
      const answers = [
        await outsider.client.get(`/api/settings/webhooks?team_id=${team.id}`),
        await outsider.client.post('/api/settings/webhooks', {
          url: `https://localhost:${receiver.port}/sneak`,
          events: ['batch.completed'],
          team_id: team.id,
        }),
        await outsider.client.get(`/api/settings/webhooks/${webhook.id}`),
        await outsider.client.patch(`/api/settings/webhooks/${webhook.id}`, { enabled: false }),
        await outsider.client.post(`/api/settings/webhooks/${webhook.id}/rotate_secret`),
        await outsider.client.get(`/api/settings/webhooks/${webhook.id}/deliveries`),
        await outsider.client.delete(`/api/settings/webhooks/${webhook.id}`),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    }
    const still = await ada.client.get<{ webhook: WebhookResponse }>(`/api/settings/webhooks/${webhook.id}`);
    expect(still.body.webhook).toMatchObject({ enabled: true, team_id: team.id });

    // Promoted to admin, the member manages the team's endpoints too.
    const members = await ada.client.get<{ members: { id: number; user: { email: string } }[] }>(
      `/api/app/teams/${team.short_id}`,
    );
    const bobMembership = members.body.members.find((member) => member.user.email === bob.email);
    const promoted = await ada.client.patch(
      `/api/app/teams/${team.short_id}/members/${bobMembership?.id}/update_role`,
      { role: 'admin' },
    );
    expect(promoted.status).toBe(200);
    expect((await bob.client.get(`/api/settings/webhooks/${webhook.id}`)).status).toBe(200);
  });

  it("deletes a team's endpoints with the team", async () => {
    const doomed = await createTeam(ada, 'Short-lived');
    await register(ada, `/doomed-${randomUUID()}`, ['batch.completed'], doomed.id);
    const endpoints = stack.app.get(EndpointRepository);
    expect(await endpoints.listOwned({ kind: 'team', teamId: doomed.id })).toHaveLength(1);

    expect((await ada.client.delete(`/api/app/teams/${doomed.short_id}`)).status).toBe(204);

    await eventually(
      async () => (await endpoints.listOwned({ kind: 'team', teamId: doomed.id })).length === 0,
      "the deleted team's endpoints to go",
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    expect((await ada.client.get(`/api/settings/webhooks?team_id=${doomed.id}`)).status).toBe(404);
    expect(await endpoints.listOwned({ kind: 'team', teamId: team.id })).not.toHaveLength(0);
  });
});

function batchFinished(
  ownerId: string,
  templateTeamId: number | null,
): EventPayload<'presentation.completed'> {
  return {
    batchId: randomUUID(),
    ownerId,
    templateId: 3,
    templateName: 'Quarterly',
    name: 'Q3 decks',
    rowCount: 4,
    rowsDone: 3,
    rowsFailed: 1,
    occurredAt: new Date().toISOString(),
    templateTeamId,
  };
}
