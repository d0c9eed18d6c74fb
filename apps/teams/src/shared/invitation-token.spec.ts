import { hashInvitationToken, newInvitationToken } from './invitation-token';

describe('invitation tokens', () => {
  it('keeps only a hash that the token reproduces', () => {
    const { token, tokenHash } = newInvitationToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(tokenHash);
    expect(newInvitationToken().token).not.toBe(token);
  });
});
