import type { ActivityEntryResponse } from '@deckmill/api-contracts';

let counter = 0;

/** An activity entry as the gateway answers it, with `overrides` on top. */
export function activityEntry(overrides: Partial<ActivityEntryResponse> = {}): ActivityEntryResponse {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    action: 'session.signed_in',
    actor: { kind: 'user', id: 'u1', email: 'ada@example.com', api_key_id: null },
    target: { type: 'session', id: 's1', label: null },
    team_id: null,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    request_id: 'req-1',
    details: {},
    occurred_at: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}
