/** Any answer of API v1 that is not a success, with the stable `code` of its error object (docs/api-v1.md). */
export class DeckmillApiError extends Error {
  override readonly name = 'DeckmillApiError';

  constructor(
    /** The HTTP status; 0 when no answer came (the server could not be reached). */
    readonly status: number,
    /** `not_found`, `validation_failed`, `invalid_api_key`, ...; `network_error` or `http_error` without a v1 body. */
    readonly code: string,
    message: string,
    /** For `validation_failed`: each invalid field (a dotted path into the request) and what is wrong. */
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
    readonly requestId?: string,
  ) {
    super(message);
  }
}

function isErrorBody(value: unknown): value is {
  error: { code: string; message: string; fields?: Record<string, string[]>; request_id?: string };
} {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The error an unsuccessful answer stands for (its v1 error object, or its status when it has none). */
export async function errorOf(response: Response): Promise<DeckmillApiError> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    const { code, message, fields, request_id } = body.error;
    return new DeckmillApiError(response.status, code, message, fields ?? {}, request_id);
  }
  const detail = text.trim().slice(0, 200) || response.statusText;
  return new DeckmillApiError(response.status, 'http_error', `HTTP ${response.status}: ${detail}`);
}
