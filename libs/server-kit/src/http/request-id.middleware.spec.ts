import type { NextFunction, Request, Response } from 'express';
import { currentRequestContext, type RequestContext } from '@deckmill/messaging';
import { requestIdMiddleware } from './request-id.middleware';

function run(ip: string | undefined, headers: Record<string, string>): RequestContext | undefined {
  let seen: RequestContext | undefined;
  const req = { ip, header: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = { setHeader: jest.fn() } as unknown as Response;
  const next: NextFunction = () => {
    seen = currentRequestContext();
  };
  requestIdMiddleware(req, res, next);
  return seen;
}

describe('requestIdMiddleware', () => {
  it('opens the context with the client address Express resolved and its user agent', () => {
    const context = run('203.0.113.9', { 'user-agent': 'Firefox/140', 'x-request-id': 'proxy-id-12345' });
    expect(context).toEqual({ requestId: 'proxy-id-12345', ip: '203.0.113.9', userAgent: 'Firefox/140' });
  });

  it('leaves out what the request does not tell, and makes its own id for a malformed one', () => {
    const context = run(undefined, { 'x-request-id': 'bad id!' });
    expect(context).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
