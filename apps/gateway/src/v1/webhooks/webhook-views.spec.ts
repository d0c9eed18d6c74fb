import { v1Webhook, v1WebhookWithSecret } from './webhook-views';

const webhook = {
  id: '00000000-0000-4000-8000-000000000001',
  endpoint: 'https://hooks.example.com/in',
  description: 'CRM',
  eventTypes: ['batch.completed' as const, 'batch.failed' as const],
  createdAt: '2026-11-22T15:00:00.000Z',
  disabledAt: null,
};

describe('API v1 webhook views', () => {
  it('answers an endpoint as object "webhook" in snake_case, without a secret', () => {
    expect(v1Webhook(webhook)).toEqual({
      id: webhook.id,
      object: 'webhook',
      url: 'https://hooks.example.com/in',
      description: 'CRM',
      events: ['batch.completed', 'batch.failed'],
      enabled: true,
      created_at: '2026-11-22T15:00:00.000Z',
      disabled_at: null,
      team_id: null,
    });
    expect(v1Webhook({ ...webhook, teamId: 4 }).team_id).toBe(4);
    expect(v1Webhook({ ...webhook, disabledAt: '2026-11-22T16:00:00.000Z' }).enabled).toBe(false);
    expect(Object.keys(v1Webhook(webhook))).not.toContain('secret');
  });

  it('adds the secret to the answer of create and rotate_secret', () => {
    const answered = v1WebhookWithSecret({ webhook, secret: 'whsec_abc' });
    expect(answered).toMatchObject({ id: webhook.id, object: 'webhook', secret: 'whsec_abc' });
  });
});
