import { readCookie } from './cookies';

/**
 * The double-submit CSRF header: the gateway compares it with the CSRF cookie it set, `__Host-dm_csrf` over
 * https and `dm_csrf` on plain http (read in that order, as the web app's base query does).
 */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie('__Host-dm_csrf') || readCookie('dm_csrf');
  return token ? { 'X-CSRF-Token': token } : {};
}

export interface JsonResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function getJson(url: string): Promise<JsonResponse> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

export async function postJson(url: string, payload?: unknown): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...csrfHeaders() },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
