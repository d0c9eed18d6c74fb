import type { ActivityEntry } from '@deckmill/bus-contracts';
import { auditEvent, auditTenant } from './audit-event';

const userId = '6f1d2c3b-0000-4000-8000-00000000000a';
const entry: ActivityEntry = {
  id: '6f1d2c3b-0000-4000-8000-000000000001',
  chain: `user:${userId}`,
  seq: 4,
  action: 'session.signed_in',
  actor: { kind: 'user', userId, email: 'ada@example.com', apiKeyId: null },
  target: { type: 'session', id: 'sess-1', label: null },
  userId,
  teamId: null,
  origin: { ip: '203.0.113.9', userAgent: 'Firefox', requestId: 'req-1' },
  details: { method: 'password' },
  occurredAt: '2026-11-22T15:00:00.000Z',
  recordedAt: '2026-11-22T15:00:01.000Z',
  hash: 'ab'.repeat(32),
};

describe('audit entries as webhook events', () => {
  it('names the event audit.<action> and carries the public fields in snake_case', () => {
    const event = auditEvent(entry);
    expect(event.eventType).toBe('audit.session.signed_in');
    expect(JSON.parse(event.body)).toEqual({
      id: 'evt_6f1d2c3b000040008000000000000001',
      type: 'audit.session.signed_in',
      created: 1795359600,
      data: {
        entry: {
          id: entry.id,
          action: 'session.signed_in',
          chain: `user:${userId}`,
          seq: 4,
          actor: { kind: 'user', user_id: userId, email: 'ada@example.com', api_key_id: null },
          target: { type: 'session', id: 'sess-1', label: null },
          user_id: userId,
          team_id: null,
          origin: { ip: '203.0.113.9', user_agent: 'Firefox', request_id: 'req-1' },
          details: { method: 'password' },
          occurred_at: '2026-11-22T15:00:00.000Z',
          recorded_at: '2026-11-22T15:00:01.000Z',
          hash: 'ab'.repeat(32),
        },
      },
    });
  });

  it("hides an operator's e-mail and origin from the tenant's SIEM", () => {
    const byOperator: ActivityEntry = {
      ...entry,
      action: 'user.updated_by_operator',
      actor: { kind: 'operator', userId: null, email: 'ops@deckmill.test', apiKeyId: null },
    };
    const sent = JSON.parse(auditEvent(byOperator).body).data.entry;
    expect(sent.actor).toEqual({ kind: 'operator', user_id: null, email: null, api_key_id: null });
    expect(sent.origin).toEqual({ ip: null, user_agent: null, request_id: null });
    expect(sent.hash).toBe(entry.hash);
  });

  it('gives a redelivered entry the same event id and body', () => {
    expect(auditEvent({ ...entry })).toEqual(auditEvent(entry));
  });

  it("sends a user's chain to that user and a team's chain to that team", () => {
    expect(auditTenant(`user:${userId}`)).toEqual({ kind: 'user', userId });
    expect(auditTenant('team:42')).toEqual({ kind: 'team', teamId: 42 });
  });

  it('sends a chain of any other form to nobody', () => {
    for (const chain of ['system', 'team:0', 'team:4x', 'user:not-a-uuid', `user:${userId}:x`, 'all']) {
      expect(auditTenant(chain)).toBeNull();
    }
  });
});
