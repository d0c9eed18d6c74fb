import { z } from 'zod';

/**
 * A failure of request/reply itself (timeout, no responder, invalid request or reply) or, until every
 * service raises domain errors, an error with its HTTP status. Crosses the wire as it is.
 */
export const ServiceErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  code: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ServiceError = z.infer<typeof ServiceErrorSchema>;
