import type { CookieOptions, Response } from 'express';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './session-cookie';

function fakeResponse() {
  const cookie = jest.fn<void, [string, string, CookieOptions]>();
  const clearCookie = jest.fn<void, [string, CookieOptions]>();
  return { res: { cookie, clearCookie } as unknown as Response, cookie, clearCookie };
}

describe('the session cookie', () => {
  it('is __Host-dm_session, HttpOnly, SameSite=Lax, host-only and Secure on an https site', () => {
    const { res, cookie } = fakeResponse();
    setSessionCookie(res, 'https://deckmill.example', 'token', null);
    expect(cookie).toHaveBeenCalledWith('__Host-dm_session', 'token', {
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it('is not Secure only on plain http localhost, and lasts two weeks with remember me', () => {
    const { res, cookie } = fakeResponse();
    setSessionCookie(res, 'http://localhost:3000', 'token', 1_209_600);
    expect(cookie.mock.calls[0]?.[2]).toMatchObject({ secure: false, maxAge: 1_209_600_000 });
    expect(cookie.mock.calls[0]?.[2]).not.toHaveProperty('domain');
    // Plain http cannot carry the __Host- prefix (browsers refuse it without Secure).
    expect(cookie.mock.calls[0]?.[0]).toBe('dm_session');
    expect(sessionCookieName('http://localhost:3000')).toBe('dm_session');
  });

  it('is cleared with the same attributes', () => {
    const { res, clearCookie } = fakeResponse();
    clearSessionCookie(res, 'https://deckmill.example');
    expect(clearCookie).toHaveBeenCalledWith(
      '__Host-dm_session',
      expect.objectContaining({ secure: true, path: '/' }),
    );
  });
});
