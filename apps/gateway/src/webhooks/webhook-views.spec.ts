import { deliveryResponse, webhookResponse } from './webhook-views';

describe('webhook views', () => {
  it('answers an endpoint in the /api shape, enabled unless switched off', () => {
    const webhook = {
      id: '00000000-0000-4000-8000-000000000001',
      endpoint: 'https://hooks.example.com/in',
      description: 'CRM',
      eventTypes: ['batch.completed' as const],
      createdAt: '2026-11-22T15:00:00.000Z',
      disabledAt: null,
    };
    expect(webhookResponse(webhook)).toEqual({
      id: webhook.id,
      url: 'https://hooks.example.com/in',
      description: 'CRM',
      events: ['batch.completed'],
      enabled: true,
      created_at: '2026-11-22T15:00:00.000Z',
      disabled_at: null,
      team_id: null,
    });
    expect(webhookResponse({ ...webhook, teamId: 7 }).team_id).toBe(7);
    expect(webhookResponse({ ...webhook, disabledAt: '2026-11-22T16:00:00.000Z' }).enabled).toBe(false);
    expect(Object.keys(webhookResponse(webhook))).not.toContain('secret');
  });

  it('answers a delivery with its attempts in snake_case', () => {
    expect(
      deliveryResponse({
        id: '00000000-0000-4000-8000-000000000002',
        eventId: 'evt_1',
        eventType: 'ping',
        status: 'failed',
        attemptCount: 1,
        lastStatusCode: null,
        lastErrorReason: 'blocked_address',
        nextAttemptAt: null,
        deliveredAt: null,
        createdAt: '2026-11-22T15:00:00.000Z',
        attempts: [
          {
            attempt: 1,
            attemptedAt: '2026-11-22T15:00:01.000Z',
            statusCode: null,
            errorReason: 'blocked_address',
          },
        ],
      }),
    ).toEqual({
      id: '00000000-0000-4000-8000-000000000002',
      event_id: 'evt_1',
      event_type: 'ping',
      status: 'failed',
      attempt_count: 1,
      last_status_code: null,
      last_error_reason: 'blocked_address',
      next_attempt_at: null,
      delivered_at: null,
      created_at: '2026-11-22T15:00:00.000Z',
      attempts: [
        {
          attempt: 1,
          attempted_at: '2026-11-22T15:00:01.000Z',
          status_code: null,
          error_reason: 'blocked_address',
        },
      ],
    });
  });
});
