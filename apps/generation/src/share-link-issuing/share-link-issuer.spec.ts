import { isDomainError } from '@deckmill/messaging';
import type { OutboxWriter } from '@deckmill/messaging';
import type { ShareLinkCipher } from './share-link-cipher';
import { ShareLinkIssuer } from './share-link-issuer';
import { isShareTokenForm, newShareToken, shareTokenHash } from './share-tokens';

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
      { row: 1, email: 'ada@example.com' },
      { row: 2, email: null },
    ]);
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
  });
});

describe('share tokens', () => {
  it('are 256 random bits in base64url, hashed with SHA-256', () => {
    const token = newShareToken();
    expect(isShareTokenForm(token)).toBe(true);
    expect(newShareToken()).not.toBe(token);
    expect(shareTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
