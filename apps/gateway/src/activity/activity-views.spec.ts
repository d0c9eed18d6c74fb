import type { ActivityEntry } from '@deckmill/bus-contracts';
import { csvCell } from '../csv-export';
import { activityCsvHeader, activityCsvLine, activityJsonLine } from './activity-csv';
import { activityEntryView, verificationView } from './activity-views';

const ENTRY: ActivityEntry = {
  id: '33333333-3333-4333-8333-333333333333',
  chain: 'user:22222222-2222-4222-8222-222222222222',
  seq: 4,
  action: 'deck.downloaded',
  actor: {
    kind: 'api_key',
    userId: '22222222-2222-4222-8222-222222222222',
    email: 'ada@example.com',
    apiKeyId: 'key-1',
  },
  target: { type: 'deck', id: 'batch-1/3', label: '=HYPERLINK("http://evil")' },
  userId: '22222222-2222-4222-8222-222222222222',
  teamId: 7,
  origin: { ip: '203.0.113.9', userAgent: 'curl/8.5, "quoted"', requestId: 'req-1' },
  details: { row: 3, format: 'pptx' },
  occurredAt: '2026-11-21T10:00:00.000Z',
  recordedAt: '2026-11-21T10:00:01.000Z',
  hash: 'abc123',
};

describe('activity views', () => {
  it('answers an entry in snake_case, the hash for operators only', () => {
    const view = activityEntryView(ENTRY, { withHash: false, showOperators: false });
    expect(view).toEqual({
      id: ENTRY.id,
      action: 'deck.downloaded',
      actor: { kind: 'api_key', id: ENTRY.actor.userId, email: 'ada@example.com', api_key_id: 'key-1' },
      target: ENTRY.target,
      team_id: 7,
      ip: '203.0.113.9',
      user_agent: 'curl/8.5, "quoted"',
      request_id: 'req-1',
      details: { row: 3, format: 'pptx' },
      occurred_at: '2026-11-21T10:00:00.000Z',
    });
    expect(activityEntryView(ENTRY, { withHash: true, showOperators: true }).hash).toBe('abc123');
  });

  it("shows an operator's e-mail and origin to operators only, as Deckmill support to everyone else", () => {
    const byOperator: ActivityEntry = {
      ...ENTRY,
      action: 'user.updated_by_operator',
      actor: { kind: 'operator', userId: ENTRY.userId, email: 'ops@deckmill.test', apiKeyId: null },
    };
    const customers = activityEntryView(byOperator, { withHash: false, showOperators: false });
    expect(customers.actor).toEqual({ kind: 'operator', id: ENTRY.userId, email: null, api_key_id: null });
    expect([customers.ip, customers.user_agent, customers.request_id]).toEqual([null, null, null]);
    const operators = activityEntryView(byOperator, { withHash: true, showOperators: true });
    expect(operators.actor.email).toBe('ops@deckmill.test');
    expect(operators.ip).toBe('203.0.113.9');
    // A user's own entry keeps its origin in their view.
    expect(activityEntryView(ENTRY, { withHash: false, showOperators: false }).ip).toBe('203.0.113.9');
  });

  it('answers a verification with the first broken link in snake_case', () => {
    const broken = { chain: 'team:7', seq: 12, entryId: ENTRY.id, reason: 'hash_mismatch' as const };
    expect(verificationView({ ok: false, chains: 3, entries: 40, firstBroken: broken })).toEqual({
      ok: false,
      chains: 3,
      entries: 40,
      first_broken: { chain: 'team:7', seq: 12, entry_id: ENTRY.id, reason: 'hash_mismatch' },
    });
    expect(verificationView({ ok: true, chains: 1, entries: 2, firstBroken: null }).first_broken).toBeNull();
  });
});

describe('activity exports', () => {
  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['  =1', `"'  =1"`],
    ['a "b", c', '"a ""b"", c"'],
    ['line\nbreak', '"line\nbreak"'],
    [null, '""'],
    [7, '"7"'],
  ])('quotes %j safely', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and one line per entry with the same columns', () => {
    const header = activityCsvHeader(false);
    const line = activityCsvLine(activityEntryView(ENTRY, { withHash: false, showOperators: false }), false);
    expect(header.startsWith('occurred_at,action,actor_kind,actor_id,actor_email')).toBe(true);
    expect(header.includes('hash')).toBe(false);
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain('"{""row"":3,""format"":""pptx""}"');
    expect(line.endsWith('\r\n')).toBe(true);
    expect(activityCsvHeader(true).trimEnd().endsWith(',hash')).toBe(true);
  });

  it('writes JSON lines, one parseable entry per line', () => {
    const view = activityEntryView(ENTRY, { withHash: false, showOperators: false });
    const line = activityJsonLine(view);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1).includes('\n')).toBe(false);
    expect(JSON.parse(line)).toEqual(view);
  });
});
