import type { Request, Response } from 'express';
import { SpentStates } from './spent-states';
import { SSO_TRANSACTION_COOKIE, SsoTransactionCookie, type SsoTransaction } from './sso-transaction';

const SECRET = 'a-session-secret-that-is-long-enough-0123456789';

/** A response that keeps what was set and cleared, and a request that sends it back. */
function roundTrip(cookie: SsoTransactionCookie, transaction: SsoTransaction) {
  const set: Record<string, { value: string; options: Record<string, unknown> }> = {};
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) =>
      (set[name] = { value, options }),
    clearCookie: jest.fn(),
  } as unknown as Response;
  cookie.set(res, transaction);
  const sealed = set[SSO_TRANSACTION_COOKIE];
  if (!sealed) throw new Error('no cookie set');
  const requestWith = (value: string) =>
    ({ cookies: { [SSO_TRANSACTION_COOKIE]: value } }) as unknown as Request;
  return { sealed, res, requestWith };
}

const transaction: SsoTransaction = {
  teamId: 7,
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  expiresAt: Date.now() + 60_000,
};

describe('SsoTransactionCookie', () => {
  it('seals the transaction in an HttpOnly, SameSite=Lax cookie scoped to the SSO routes, and opens it once', () => {
    const cookie = new SsoTransactionCookie(SECRET, 'https://decks.example.com');
    const { sealed, res, requestWith } = roundTrip(cookie, transaction);

    expect(sealed.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/api/users/sso',
      maxAge: 600_000,
    });
    expect(sealed.value).not.toContain('verifier-1');
    expect(cookie.take(requestWith(sealed.value), res)).toEqual(transaction);
    expect(res.clearCookie).toHaveBeenCalledWith(
      SSO_TRANSACTION_COOKIE,
      expect.objectContaining({ path: '/api/users/sso' }),
    );
  });

  it('refuses a modified cookie, one sealed under another secret, and an expired one', () => {
    const cookie = new SsoTransactionCookie(SECRET, 'https://decks.example.com');
    const { sealed, res, requestWith } = roundTrip(cookie, transaction);
    const flipped = `${sealed.value.slice(0, 20)}${sealed.value[20] === 'A' ? 'B' : 'A'}${sealed.value.slice(21)}`;
    const other = new SsoTransactionCookie(`${SECRET}-other`, 'https://decks.example.com');

    expect(cookie.take(requestWith(flipped), res)).toBeNull();
    expect(other.take(requestWith(sealed.value), res)).toBeNull();
    expect(cookie.take(requestWith(sealed.value), res, transaction.expiresAt + 1)).toBeNull();
    expect(cookie.take({ cookies: {} } as unknown as Request, res)).toBeNull();
  });
});

describe('SpentStates', () => {
  it('lets a state through once while its transaction lives', () => {
    const spent = new SpentStates();
    expect(spent.spend('s1', 2_000, 1_000)).toBe(true);
    expect(spent.spend('s1', 2_000, 1_500)).toBe(false);
    expect(spent.spend('s2', 2_000, 1_500)).toBe(true);
  });
});
