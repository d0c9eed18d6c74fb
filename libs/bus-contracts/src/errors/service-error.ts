import { z } from 'zod';

/**
 * How request/reply itself failed: the request broke its contract, the reply broke its contract, no reply
 * in time, nothing serves the subject, or the handler failed unexpectedly. A kind, never an HTTP status:
 * only the gateway decides what the API answers (apps/gateway/src/errors/transport-failure-http.ts).
 */
export const SERVICE_ERROR_KINDS = [
  'invalid_request',
  'bad_reply',
  'timeout',
  'unavailable',
  'failed',
] as const;
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

/**
 * A failure of request/reply itself (timeout, no responder, invalid request or reply, unexpected handler
 * failure); what a service means to refuse is a domain error (domain-error.ts). Crosses the wire as it is.
 */
export const ServiceErrorSchema = z.object({
  kind: z.enum(SERVICE_ERROR_KINDS),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  code: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ServiceError = z.infer<typeof ServiceErrorSchema>;

/** What a service error says: its first message (`error`) and the messages of each field (`errors`). */
export type ServiceErrorMessages = Pick<ServiceError, 'error' | 'errors'>;

/**
 * Zod issues as messages per field, keyed by the dotted path (`base` for the input as a whole), under
 * `prefix.` when given; the first message is repeated as `error`.
 */
export function messagesFromZod(issues: readonly z.core.$ZodIssue[], prefix?: string): ServiceErrorMessages {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'base';
    const key = prefix ? `${prefix}.${field}` : field;
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
  return { errors, error: first };
}
