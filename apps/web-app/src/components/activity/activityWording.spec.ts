import { describe, expect, it } from 'vitest';
import { activityEntry } from '../../testing/activityFixtures';
import { describeActivity } from './activityWording';
import { shortUserAgent } from './shortUserAgent';

describe('describeActivity', () => {
  it.each([
    [activityEntry(), 'Signed in'],
    [
      activityEntry({
        action: 'deck.downloaded',
        target: { type: 'deck', id: 'b/3', label: 'Q4 batch' },
        details: { rowNumber: 3 },
      }),
      'Downloaded deck 3 of Q4 batch',
    ],
    [
      activityEntry({
        action: 'deck.downloaded',
        target: { type: 'deck', id: 'b/3', label: 'Q4' },
        details: {},
      }),
      'Downloaded a deck of Q4',
    ],
    [
      activityEntry({
        action: 'member.role_changed',
        target: { type: 'member', id: '4', label: 'grace@example.com' },
        details: { from: 'member', to: 'admin' },
      }),
      'Changed the role of grace@example.com from member to admin',
    ],
    [
      activityEntry({ action: 'api_key.created', target: { type: 'api_key', id: 'k1', label: 'CRM sync' } }),
      'Created API key "CRM sync"',
    ],
    [
      activityEntry({ action: 'template.deleted', target: { type: 'template', id: '12', label: null } }),
      'Deleted template 12',
    ],
  ])('words %#', (entry, words) => {
    expect(describeActivity(entry)).toBe(words);
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
