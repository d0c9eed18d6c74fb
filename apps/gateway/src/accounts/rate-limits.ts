/**
 * Sign-in, sign-up, forgot and reset, resending and following the confirmation link, the unlock link: 10
 * requests per minute per client IP (429 with Retry-After).
 */
export const ACCOUNT_RATE_LIMIT = { limit: 10, windowMs: 60_000 } as const;
