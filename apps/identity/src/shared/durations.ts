/** Every time limit of the account life cycle, in one place (documented in docs/accounts.md). */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const ACCOUNT_LIMITS = {
  /** Remember me: the session (and its cookie) lasts two weeks from sign-in. */
  rememberedSessionMs: 14 * DAY_MS,
  /** Without remember me: a browser-session cookie, and the session ends after two idle hours. */
  idleSessionMs: 2 * HOUR_MS,
  /** How often a session's last activity is written (no write on every request). */
  lastSeenResolutionMs: MINUTE_MS,
  /** Unconfirmed users may use the app for three days after sign-up. */
  confirmationGraceMs: 3 * DAY_MS,
  confirmationTokenMs: 3 * DAY_MS,
  resetTokenMs: 6 * HOUR_MS,
  /** Failed sign-ins in a row that lock an account, and how long the lock lasts without the email link. */
  maxFailedSignIns: 10,
  lockMs: HOUR_MS,
  unlockTokenMs: HOUR_MS,
} as const;
