import { isApiError } from './apiError';

/** Field keys to messages, as the form shows them beneath each input. */
export type FieldErrors = Record<string, string[]>;

/**
 * Maps a failed call's error body to per-field errors. With a prefix (the form's object, `user` or `team`),
 * `user.email` becomes `email` so a form can look errors up by its own field names.
 */
export function fieldErrors(error: unknown, prefix?: string): FieldErrors {
  if (!isApiError(error)) return {};
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.body.errors)) {
    const field = prefix && key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    mapped[field] = [...(mapped[field] ?? []), ...messages];
  }
  return mapped;
}

/** The general message for the red box above a form, or undefined when the call did not fail. */
export function errorMessage(error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined;
  if (isApiError(error)) return error.body.error;
  return 'Something went wrong. Please try again.';
}
