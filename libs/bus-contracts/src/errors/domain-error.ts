import { z } from 'zod';

/**
 * The errors a service raises over request/reply, in the domain's words, never in HTTP's: what went wrong
 * (`kind`), a stable machine-readable `code`, a human `message`, and for `invalid` the offending fields
 * keyed by the domain's own field names. Only the gateway turns them into HTTP answers (and the API v1's
 * error codes); see apps/gateway/src/errors/domain-error-http.ts.
 */
export const DOMAIN_ERROR_KINDS = [
  'not_found',
  'invalid',
  'conflict',
  'limit_reached',
  'forbidden',
  /** The service cannot do it right now (a dependency failed); the caller may try again. */
  'unavailable',
  /** It existed and was deleted on purpose (a batch's expired or deleted decks); it will not return. */
  'gone',
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export const DomainErrorSchema = z.object({
  kind: z.enum(DOMAIN_ERROR_KINDS),
  code: z.string().min(1),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).default({}),
  /** For `limit_reached`: when the caller may try again. */
  retryAfterSeconds: z.number().optional(),
});
export type DomainError = z.infer<typeof DomainErrorSchema>;
export type DomainErrorInput = z.input<typeof DomainErrorSchema>;

/** The one envelope a domain error crosses the wire in (so it can never be mistaken for a reply). */
export const DomainErrorEnvelopeSchema = z.object({ domainError: DomainErrorSchema });

type Extra = Pick<DomainErrorInput, 'fields' | 'retryAfterSeconds'>;

/** Builders, so services write `DomainErrors.notFound('template_not_found', 'Template not found.')`. */
export const DomainErrors = {
  notFound: (code: string, message: string): DomainError => domainError('not_found', code, message),
  /** One invalid field, keyed by the domain's field name. */
  invalid: (code: string, field: string, message: string): DomainError =>
    domainError('invalid', code, message, { fields: { [field]: [message] } }),
  conflict: (code: string, message: string, extra?: Extra): DomainError =>
    domainError('conflict', code, message, extra),
  limitReached: (code: string, message: string, extra?: Extra): DomainError =>
    domainError('limit_reached', code, message, extra),
  forbidden: (code: string, message: string): DomainError => domainError('forbidden', code, message),
  unavailable: (code: string, message: string): DomainError => domainError('unavailable', code, message),
  gone: (code: string, message: string): DomainError => domainError('gone', code, message),
};

function domainError(kind: DomainErrorKind, code: string, message: string, extra: Extra = {}): DomainError {
  return DomainErrorSchema.parse({ kind, code, message, ...extra });
}
