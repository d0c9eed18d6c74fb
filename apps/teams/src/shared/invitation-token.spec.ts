import { hashInvitationToken, invitationPath, newInvitationToken } from './invitation-token';

describe('invitation tokens', () => {
  it('keeps only a hash that the token reproduces', () => {
    const { token, tokenHash } = newInvitationToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(tokenHash);
    expect(newInvitationToken().token).not.toBe(token);
  });

  it('links an address without an account to sign-up, which returns to the teams page showing the invitation', () => {
    const url = new URL(invitationPath('tok_en-1', false), 'http://x');
    expect(url.pathname).toBe('/users/sign_up');
    expect(url.searchParams.get('invitation')).toBe('tok_en-1');
    expect(url.searchParams.get('return_to')).toBe('/app/teams?invitation=tok_en-1');
  });

  it('links an address with an account straight to the teams page showing the invitation', () => {
    expect(invitationPath('tok_en-1', true)).toBe('/app/teams?invitation=tok_en-1');
  });
});
