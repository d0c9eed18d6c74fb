/** The contact form: 5 messages per 10 minutes per client IP (429 with Retry-After beyond). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;
