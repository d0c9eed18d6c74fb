import type { ErrorBody, TemplateCreated } from '@deckmill/api-contracts';
import { currentCsrfToken, type ApiError } from '@deckmill/web-data';

export interface TemplateUpload {
  name: string;
  file: File;
  /** '' when not shared. */
  teamId: string;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldMessages(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    const strings = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (strings.length > 0) errors[key] = strings;
  }
  return errors;
}

/** The API's error body from the answer, with a readable sentence when the body is not one. */
function errorBody(xhr: XMLHttpRequest): ErrorBody {
  const body: unknown = xhr.response;
  const errors = isRecord(body) ? fieldMessages(body['errors']) : {};
  if (isRecord(body) && typeof body['error'] === 'string') return { error: body['error'], errors };
  if (xhr.status === 413)
    return { error: 'The file is larger than 100 MB', errors: { file: ['The file is larger than 100 MB'] } };
  return { error: `Something went wrong (${xhr.status}). Please try again.`, errors };
}

/**
 * POST /api/app/templates with XMLHttpRequest rather than fetch: only XHR reports upload progress, which
 * the page shows as a real progress bar. Resolves with the new template, rejects with an ApiError.
 */
export function uploadTemplate(
  upload: TemplateUpload,
  onProgress: (fraction: number) => void,
): Promise<TemplateCreated> {
  const form = new FormData();
  form.append('template[name]', upload.name);
  if (upload.teamId) form.append('template[team_id]', upload.teamId);
  form.append('template[file]', upload.file, upload.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/app/templates');
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', currentCsrfToken() ?? '');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as TemplateCreated);
      else reject({ status: xhr.status, body: errorBody(xhr) } satisfies ApiError);
    };
    xhr.onerror = () =>
      reject({ status: 'network', body: { error: NETWORK_MESSAGE, errors: {} } } satisfies ApiError);
    xhr.send(form);
  });
}
