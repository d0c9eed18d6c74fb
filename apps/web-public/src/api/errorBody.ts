import { isRecord } from './http';

export interface FieldErrors {
  general: string | undefined;
  fields: Record<string, string[]>;
}

/**
 * Reads the API's error body `{ errors: { field: [message] }, error }`. Keys may carry a form prefix
 * (`contact.email`); the last segment names the field.
 */
export function parseErrorBody(body: unknown): FieldErrors {
  if (!isRecord(body)) return { general: undefined, fields: {} };
  const fields: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [key, messages] of Object.entries(body.errors)) {
      if (!Array.isArray(messages)) continue;
      const field = key.split('.').pop() ?? key;
      fields[field] = messages.filter((message): message is string => typeof message === 'string');
    }
  }
  const general = typeof body.error === 'string' ? body.error : undefined;
  return { general, fields };
}
