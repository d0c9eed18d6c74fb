/**
 * A browser-like HTTP client for integration tests: keeps cookies, sends the CSRF double-submit header on
 * state-changing requests, and returns status, headers and parsed body.
 */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(
    path: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = unknown>(
    path: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    return this.request<T>('PUT', path, body, headers);
  }

  patch<T = unknown>(
    path: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    return this.request<T>('PATCH', path, body, headers);
  }

  delete<T = unknown>(
    path: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    return this.request<T>('DELETE', path, body, headers);
  }

  /**
   * Raw fetch with this client's cookies (for streaming downloads). Every request goes on a connection of its
   * own (`Connection: close`). A kept-alive socket can be closed by the server for idling just as the next
   * request is written to it; the server in a test stack shares this process's event loop, so a test that
   * keeps the loop busy for seconds (building a large deck) lines the two up, and the request fails with
   * ECONNRESET or "other side closed". Browsers retry such a request; a test must not have to.
   */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    for (const [name, value] of Object.entries(this.defaultHeaders)) headers.set(name, value);
    if (!headers.has('connection')) headers.set('connection', 'close');
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    this.remember(response.headers);
    return response;
  }

  async request<T>(
    method: string,
    path: string,
    body?: Body,
    extra: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    if (method !== 'GET' && method !== 'HEAD' && !this.cookies.has('dm_csrf')) await this.get('/api/health');
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    const csrf = this.cookies.get('dm_csrf');
    if (method !== 'GET' && csrf && !('x-csrf-token' in extra)) headers['x-csrf-token'] = csrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await this.fetch(path, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
