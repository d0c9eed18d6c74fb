import { z } from 'zod';

/**
 * The one error body every API answer uses (422, 401, 403, 404, 413, 429):
 * `{ "errors": { "<field key>": ["message"] }, "error": "first message" }`.
 * Field keys are the request's field names, under the form's object where it has one (for example `user.email`
 * on sign-up, `email` on sign-in, `team.name`).
 */
export const ErrorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())).default({}),
  error: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(error: string, errors: Record<string, string[]> = {}): ErrorBody {
  return { error, errors };
}

/** Builds an error body from zod issues, keyed by `prefix.field` (the request's field keys). */
export function errorBodyFromZod(issues: readonly z.core.$ZodIssue[], prefix?: string): ErrorBody {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'base';
    const key = prefix ? `${prefix}.${field}` : field;
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
  return { errors, error: first };
}
