import { type ArgumentsHost, Logger } from '@nestjs/common';
import { ApiError } from './api-error';
import { ApiExceptionFilter } from './api-exception.filter';

class AppFailure extends Error {}

interface Sent {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

/** An HTTP host whose response records what the filter sends. */
function httpHost(sent: Sent, path = '/api/app/things'): ArgumentsHost {
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(status: number) {
      sent.status = status;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  const req = { path };
  return {
    getType: () => 'http',
    switchToHttp: () => ({
      getResponse: <T>() => res as unknown as T,
      getRequest: <T>() => req as unknown as T,
    }),
  } as unknown as ArgumentsHost;
}

/** The app's answer to its own failure: a 503 that says when to try again. */
function answerAs(exception: unknown): unknown {
  if (!(exception instanceof AppFailure)) return exception;
  return new ApiError(503, { errors: {}, error: exception.message }, { 'Retry-After': '3' });
}

describe('ApiExceptionFilter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers an app's own error as the ApiError the app makes of it, headers included", () => {
    const sent: Sent = { headers: {} };
    new ApiExceptionFilter(answerAs).catch(new AppFailure('No service answers'), httpHost(sent));
    expect(sent).toEqual({
      status: 503,
      body: { errors: {}, error: 'No service answers' },
      headers: { 'Retry-After': '3' },
    });
  });

  it('leaves every failure under an area’s prefix to the area’s filter, and only those', () => {
    const handled: unknown[] = [];
    const area = {
      pathPrefix: '/api/v1/',
      filter: { catch: (exception: unknown) => handled.push(exception) },
    };
    const filter = new ApiExceptionFilter(answerAs, [area]);
    const parseFailure = Object.assign(new SyntaxError('Unexpected end'), { type: 'entity.parse.failed' });
    filter.catch(parseFailure, httpHost({ headers: {} }, '/api/v1/webhooks'));
    filter.catch(parseFailure, httpHost({ headers: {} }, '/api/v1'));
    const sent: Sent = { headers: {} };
    filter.catch(parseFailure, httpHost(sent, '/api/v10/x'));
    expect(handled).toEqual([parseFailure, parseFailure]);
    expect([sent.status, sent.body]).toEqual([
      400,
      { error: 'The request body is not valid JSON.', errors: {} },
    ]);
  });

  it('logs an unexpected 5xx at error with the original error’s stack, not the answer made of it', () => {
    const failure = new AppFailure('No service answers');
    new ApiExceptionFilter((exception) => exception).catch(failure, httpHost({ headers: {} }));
    expect(Logger.prototype.error).toHaveBeenCalledWith(failure.stack);
  });

  it('logs an outage’s answers at warn, one line each without a stack', () => {
    const filter = new ApiExceptionFilter(answerAs);
    // The app's 503 with Retry-After, and a refused connection however the app answers it.
    filter.catch(new AppFailure('No service answers generation.get-batch'), httpHost({ headers: {} }));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    filter.catch(refused, httpHost({ headers: {} }));
    // Where: the route's pattern, not the request's own ids (those are in its access log line).
    const routed = httpHost({ headers: {} }, '/api/app/presentations/p-1');
    const request = routed.switchToHttp().getRequest<Record<string, unknown>>();
    Object.assign(request, { method: 'GET', baseUrl: '', route: { path: '/api/app/presentations/:id' } });
    filter.catch(new AppFailure('No service answers generation.get-batch'), routed);
    expect(jest.mocked(Logger.prototype.warn).mock.calls).toEqual([
      ['503: No service answers generation.get-batch'],
      ['500: connect ECONNREFUSED 127.0.0.1:5432'],
      ['503 GET /api/app/presentations/:id: No service answers generation.get-batch'],
    ]);
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  it('without an answer of the app, hides an unknown error behind a generic 500', () => {
    const sent: Sent = { headers: {} };
    new ApiExceptionFilter().catch(new AppFailure('secret details'), httpHost(sent));
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('secret');
  });
});
