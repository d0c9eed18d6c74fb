import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookiesAreSecure } from '@deckmill/server-kit';

export const SSO_TRANSACTION_COOKIE = 'dm_sso_tx';
/** The cookie is only ever sent to the SSO routes. */
const COOKIE_PATH = '/api/users/sso';
export const SSO_TRANSACTION_TTL_MS = 10 * 60 * 1000;

/** What the callback must check the provider's answer against; generated at the start of the sign-in. */
export interface SsoTransaction {
  readonly teamId: number;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** Epoch ms after which the transaction is dead. */
  readonly expiresAt: number;
}

/**
 * The sign-in's state, nonce and PKCE verifier travel in a short-lived cookie (there is no server-side
 * session store): HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), scoped to the SSO
 * routes, and sealed with AES-256-GCM under a key derived from SESSION_SECRET, so the browser can neither read
 * nor forge it and any gateway replica can open it.
 */
export class SsoTransactionCookie {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly appUrl: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, 'deckmill', 'sso-transaction-cookie', 32));
  }

  set(res: Response, transaction: SsoTransaction): void {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    res.cookie(SSO_TRANSACTION_COOKIE, sealed, { ...this.attributes(), maxAge: SSO_TRANSACTION_TTL_MS });
  }

  /** The request's live transaction, or null (absent, forged, expired). Always clears the cookie. */
  take(req: Request, res: Response, now = Date.now()): SsoTransaction | null {
    res.clearCookie(SSO_TRANSACTION_COOKIE, this.attributes());
    const raw = (req.cookies as Record<string, string | undefined> | undefined)?.[SSO_TRANSACTION_COOKIE];
    if (!raw) return null;
    const transaction = this.open(raw);
    return transaction && transaction.expiresAt > now ? transaction : null;
  }

  private open(sealed: string): SsoTransaction | null {
    const data = Buffer.from(sealed, 'base64url');
    if (data.length < 12 + 16 + 2) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(data.length - 16));
      const text = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as SsoTransaction;
    } catch {
      return null;
    }
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: cookiesAreSecure(this.appUrl),
      path: COOKIE_PATH,
    };
  }
}
