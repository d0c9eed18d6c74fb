import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (request: RecordedRequest) => { status: number; body?: unknown };

/** Replaces fetch with a function answering by URL, and records every request it gets. */
export function stubFetch(routes: Record<string, Responder>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: RecordedRequest = {
        url: input,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const responder = routes[input];
      const answer = responder
        ? responder(request)
        : { status: 404, body: { error: 'Not found', errors: {} } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return requests;
}
