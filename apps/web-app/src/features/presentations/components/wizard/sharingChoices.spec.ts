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
        ...INITIAL_SHARING,
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

  it('asks for an e-mail when a deck is viewed only when ticked', () => {
    expect(sharingRequest({ ...INITIAL_SHARING, enabled: true })?.share_notify_email).toBeUndefined();
    expect(sharingRequest({ ...INITIAL_SHARING, notifyByEmail: true })).toMatchObject({
      share_links: true,
      share_notify_email: true,
    });
  });

  it('sends the living links’ key column and drawing ahead when chosen, and counts them as a choice', () => {
    expect(sharingRequest({ ...INITIAL_SHARING, keyColumn: 'Customer ID', drawAhead: true })).toMatchObject({
      share_links: true,
      share_key_column: 'Customer ID',
      share_draw_ahead: true,
    });
    const plain = sharingRequest({ ...INITIAL_SHARING, enabled: true });
    expect(plain?.share_key_column).toBeUndefined();
    expect(plain?.share_draw_ahead).toBeUndefined();
  });
});
