import { hashLaunchToken, isLaunchToken } from './launch-token';

describe('launch token', () => {
  const token = 'Qm9va3MgYXJlIGEgdW5pcXVlbHkgcG9ydGFibGUgbWFnaWM';
  const hash = hashLaunchToken(token);

  it('accepts the token itself only', () => {
    expect(isLaunchToken(token, hash)).toBe(true);
    expect(isLaunchToken(`${token}x`, hash)).toBe(false);
    expect(isLaunchToken(token.slice(1), hash)).toBe(false);
  });

  it('refuses a missing, empty or repeated parameter', () => {
    expect(isLaunchToken(undefined, hash)).toBe(false);
    expect(isLaunchToken('', hash)).toBe(false);
    expect(isLaunchToken([token, token], hash)).toBe(false);
  });
});
