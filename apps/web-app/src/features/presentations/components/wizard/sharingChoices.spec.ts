import { describe, expect, it } from 'vitest';
import { INITIAL_SHARING, sharingOn, sharingRequest } from './sharingChoices';

describe('the wizard’s personal links option', () => {
  it('is on by default for paid plans and off for free, and sends nothing untouched (the server decides)', () => {
    expect(sharingOn(INITIAL_SHARING, true)).toBe(true);
    expect(sharingOn(INITIAL_SHARING, false)).toBe(false);
    expect(sharingRequest(INITIAL_SHARING)).toBeUndefined();
  });

  it('sends the choice and, with links on, their defaults', () => {
    expect(sharingRequest({ ...INITIAL_SHARING, enabled: false })).toEqual({ share_links: false });
    expect(
      sharingRequest({
        enabled: true,
        access: 'allow_download',
        gate: 'email_match',
        gateColumn: 'email',
        expiresOn: '2027-01-31',
      }),
    ).toEqual({
      share_links: true,
      share_access: 'allow_download',
      share_gate: 'email_match',
      share_gate_column: 'email',
      share_expires_at: '2027-01-31T23:59:59Z',
    });
  });
});
