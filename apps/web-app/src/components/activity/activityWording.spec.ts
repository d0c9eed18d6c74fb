import { describe, expect, it } from 'vitest';
import { activityEntry } from '../../testing/activityFixtures';
import { describeActivity, describeActor } from './activityWording';
import { shortUserAgent } from './shortUserAgent';

const BATCH = '6f1d2c3b-0000-4000-8000-000000000001';
const MEMBER = '6f1d2c3b-0000-4000-8000-00000000000a';

describe('describeActivity', () => {
  it.each([
    [activityEntry(), 'Signed in'],
    [
      activityEntry({
        action: 'deck.downloaded',
        target: { type: 'deck', id: `${BATCH}:3`, label: 'Q4 batch — deck 3' },
        details: { batchId: BATCH, rowNumber: 3, format: 'pdf', via: 'app' },
      }),
      'Downloaded Q4 batch — deck 3 (PDF)',
    ],
    [
      activityEntry({
        action: 'deck.downloaded',
        target: { type: 'deck', id: `${BATCH}:3`, label: null },
        details: { batchId: BATCH, rowNumber: 3, format: 'pptx', via: 'signed_link' },
      }),
      'Downloaded deck 3 of a batch (PowerPoint) through a shared link',
    ],
    [
      activityEntry({
        action: 'deck.delivery_failed',
        target: { type: 'deck', id: `${BATCH}:7`, label: null },
        details: { batchId: BATCH, rowNumber: 7 },
      }),
      'Could not email deck 7 of a batch',
    ],
    [
      activityEntry({
        action: 'batch.downloaded',
        target: { type: 'batch', id: BATCH, label: 'Q4' },
        details: { format: 'zip', via: 'api' },
      }),
      'Downloaded the decks of batch Q4 (PowerPoint and PDF) through the API',
    ],
    [
      activityEntry({ action: 'batch.delivered', target: { type: 'batch', id: BATCH, label: null } }),
      'Emailed the decks of a batch',
    ],
    [
      activityEntry({ action: 'batch.completed', target: { type: 'batch', id: BATCH, label: 'Q4' } }),
      'Batch Q4 finished',
    ],
    [
      activityEntry({
        action: 'batch.decks_deleted',
        target: { type: 'batch', id: BATCH, label: null },
        details: { reason: 'expired' },
      }),
      'The decks of a batch expired and were deleted',
    ],
    [
      activityEntry({
        action: 'member.role_changed',
        target: { type: 'member', id: MEMBER, label: 'grace@example.com' },
        details: { role: 'admin', previousRole: 'member' },
      }),
      'Changed the role of grace@example.com from member to admin',
    ],
    [
      activityEntry({
        action: 'member.role_changed',
        target: { type: 'member', id: MEMBER, label: null },
        details: { role: 'admin', previousRole: 'member' },
      }),
      'Changed the role of a member from member to admin',
    ],
    [
      activityEntry({ action: 'member.added', target: { type: 'member', id: MEMBER, label: null } }),
      'A member joined the team',
    ],
    [
      activityEntry({
        action: 'member.removed',
        target: { type: 'member', id: MEMBER, label: 'grace@example.com' },
        details: { left: true },
      }),
      'grace@example.com left the team',
    ],
    [
      activityEntry({
        action: 'member.invited',
        target: { type: 'invitation', id: MEMBER, label: 'bob@example.com' },
        details: { role: 'member' },
      }),
      'Invited bob@example.com as member',
    ],
    [
      activityEntry({
        action: 'plan.changed',
        target: { type: 'subscription', id: MEMBER, label: 'pro' },
        details: { tier: 'pro', previousTier: 'free', effectiveAt: '2026-03-05T14:07:00.000Z' },
      }),
      'Changed the plan from free to pro',
    ],
    [
      activityEntry({
        action: 'mcp.tool_called',
        target: { type: 'mcp_tool', id: MEMBER, label: 'list_templates' },
        details: { tool: 'list_templates', via: 'mcp' },
      }),
      'An AI assistant (MCP) used list_templates',
    ],
    [
      activityEntry({
        action: 'user.updated_by_operator',
        target: { type: 'user', id: MEMBER, label: null },
      }),
      'Deckmill support changed the account',
    ],
    [
      activityEntry({ action: 'api_key.created', target: { type: 'api_key', id: 'k1', label: 'CRM sync' } }),
      'Created API key "CRM sync"',
    ],
    [
      activityEntry({ action: 'template.deleted', target: { type: 'template', id: '12', label: null } }),
      'Deleted template 12',
    ],
    [
      activityEntry({
        action: 'template.downloaded',
        target: { type: 'template', id: '12', label: 'Q3' },
        details: { via: 'app' },
      }),
      'Downloaded template Q3',
    ],
    [
      activityEntry({
        action: 'team.sso_domain_verified',
        target: { type: 'team', id: '5', label: 'Acme' },
        details: { domain: 'acme.test', method: 'dns' },
      }),
      'Verified acme.test for single sign-on of team Acme (DNS record)',
    ],
    [
      activityEntry({
        action: 'team.sso_domain_verified',
        target: { type: 'team', id: '5', label: 'Acme' },
        details: { domain: 'acme.test', method: 'operator' },
      }),
      'Verified acme.test for single sign-on of team Acme (by Deckmill support)',
    ],
  ])('words %#', (entry, words) => {
    expect(describeActivity(entry)).toBe(words);
  });

  it('never shows an id that holds a UUID as a name', () => {
    for (const action of ['batch.created', 'batch.deleted', 'member.added', 'deck.downloaded'] as const) {
      const entry = activityEntry({ action, target: { type: 'batch', id: `${BATCH}:2`, label: null } });
      expect(describeActivity(entry)).not.toContain(BATCH);
    }
  });
});

describe('describeActor', () => {
  it.each([
    [{ kind: 'system' as const, id: null, email: null, api_key_id: null }, 'Deckmill'],
    [{ kind: 'operator' as const, id: MEMBER, email: null, api_key_id: null }, 'Deckmill support'],
    [
      { kind: 'operator' as const, id: MEMBER, email: 'ops@deckmill.test', api_key_id: null },
      'ops@deckmill.test',
    ],
    [{ kind: 'user' as const, id: MEMBER, email: 'ada@example.com', api_key_id: null }, 'ada@example.com'],
    [{ kind: 'api_key' as const, id: MEMBER, email: null, api_key_id: 'k1' }, 'Someone'],
  ])('names %#', (actor, name) => {
    expect(describeActor(actor)).toBe(name);
  });
});

describe('shortUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Version/17.1 Mobile Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36 Edg/131.0', 'Edge on Windows'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Headless Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['a-very-long-agent-name-that-no-pattern-knows-at-all/1.0', 'a-very-long-agent-name-that-no-pattern-…'],
    [null, null],
  ])('shortens %s', (agent, short) => {
    expect(shortUserAgent(agent)).toBe(short);
  });
});
