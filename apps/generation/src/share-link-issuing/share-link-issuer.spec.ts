import { createHash, randomBytes } from 'node:crypto';
import { isDomainError } from '@deckmill/messaging';
import type { OutboxWriter } from '@deckmill/messaging';
import { ShareLinkCipher } from '../shared';
import { ShareLinkIssuer } from './share-link-issuer';
import { isShareTokenForm, newShareToken, shareTokenSupply, shareTokenHash } from './share-tokens';

// Every draw of random bytes is seen, and passed through to the real one.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, randomBytes: jest.fn(actual.randomBytes) };
});

const issuer = new ShareLinkIssuer({} as ShareLinkCipher, {} as OutboxWriter);
const rows = [
  { row: 1, fields: { name: 'Ada', Email: 'ada@example.com' } },
  { row: 2, fields: { name: 'Grace', Email: 'not an address' } },
];

describe('personal links at batch creation', () => {
  it('follows the plan when not asked: on for paid plans, off for free', () => {
    expect(issuer.plan(undefined, 'free', rows)).toBeNull();
    expect(issuer.plan(undefined, 'starter', rows)).toMatchObject({ access: 'view_only', gate: 'none' });
    expect(issuer.plan({ enabled: true }, 'free', rows)).not.toBeNull();
    expect(issuer.plan({ enabled: false }, 'enterprise', rows)).toBeNull();
  });

  it("reads each row's address from the gate column (case-insensitive name), valid addresses only", () => {
    const planned = issuer.plan({ gate: 'email_match', gateColumn: 'email' }, 'professional', rows);
    expect(planned?.rows).toEqual([
      { row: 1, email: 'ada@example.com', key: null },
      { row: 2, email: null, key: null },
    ]);
  });

  it("reads each row's living-link key from the key column, an empty value as none", () => {
    const keyed = [...rows, { row: 3, fields: { name: '  ', Email: '' } }];
    const planned = issuer.plan({ keyColumn: 'NAME', drawAhead: true }, 'professional', keyed);
    expect(planned).toMatchObject({ keyColumn: 'NAME', drawAhead: true });
    expect(planned?.rows.map((row) => row.key)).toEqual(['Ada', 'Grace', null]);
  });

  it('refuses a match gate without a column, a column the data lacks, and an expiry in the past', () => {
    const refusal = (request: Parameters<ShareLinkIssuer['plan']>[0]) => {
      try {
        issuer.plan(request, 'professional', rows);
      } catch (error) {
        return isDomainError(error, 'invalid') ? Object.keys(error.domainError.fields) : error;
      }
      return null;
    };
    expect(refusal({ gate: 'email_match' })).toEqual(['shareGateColumn']);
    expect(refusal({ gateColumn: 'mail' })).toEqual(['shareGateColumn']);
    expect(refusal({ expiresAt: '2000-01-01T00:00:00Z' })).toEqual(['shareExpiresAt']);
    expect(refusal({ keyColumn: 'customer id' })).toEqual(['shareKeyColumn']);
  });
});

describe("a row's living-link key", () => {
  const ring = (byte: number) => `k1:${Buffer.alloc(32, byte).toString('base64')}`;

  it('is a keyed hash: the same key matches under one ring, never in clear, and an empty key never matches', () => {
    const cipher = ShareLinkCipher.of(ring(1));
    const hash = cipher.keyHash(' C-042 ');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.keyHash('C-042')).toBe(hash);
    expect(cipher.keyHash('C-043')).not.toBe(hash);
    expect(hash).not.toBe(createHash('sha256').update('C-042').digest('hex'));
    expect(ShareLinkCipher.of(ring(2)).keyHash('C-042')).not.toBe(hash);
    expect(cipher.keyHash('   ')).toBeNull();
  });
});

describe('share tokens', () => {
  it('are 256 random bits in base64url, hashed with SHA-256', () => {
    const token = newShareToken();
    expect(isShareTokenForm(token)).toBe(true);
    expect(newShareToken()).not.toBe(token);
    expect(shareTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('made for a batch at once are its one random draw cut in 32-byte tokens, one a call past the count', () => {
    const draws = jest.mocked(randomBytes);
    draws.mockClear();
    const next = shareTokenSupply(1_000);
    const drawn = draws.mock.results[0]?.value as Buffer;
    const tokens = Array.from({ length: 1_000 }, () => next());
    const past = [next(), next()];

    expect(draws).toHaveBeenNthCalledWith(1, 32_000);
    expect(Buffer.concat(tokens.map((token) => Buffer.from(token, 'base64url'))).equals(drawn)).toBe(true);
    expect([...tokens, ...past].every(isShareTokenForm)).toBe(true);
    expect(new Set([...tokens, ...past]).size).toBe(1_002);
    expect(isShareTokenForm(shareTokenSupply(0)())).toBe(true);
  });
});
