import type { Request, Response } from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimiter } from '@deckmill/server-kit';
import type { SessionStarter } from '../accounts';
import { hashLaunchToken } from './launch-token';
import { LOCAL_OPEN_FAILURES, LocalOpenController } from './local-open.controller';

const TOKEN = 'Qm9va3MgYXJlIGEgdW5pcXVlbHkgcG9ydGFibGUgbWFnaWM';

function controller(): { open: (token: string) => Promise<number>; started: () => number } {
  let sessions = 0;
  const rpc = { call: async () => ({ sessionToken: 's', cookieMaxAgeSeconds: 60 }) } as unknown as RpcClient;
  const starter = { start: async () => void (sessions += 1) } as unknown as SessionStarter;
  const local = { launchTokenHash: hashLaunchToken(TOKEN), quit: () => undefined };
  const route = new LocalOpenController(rpc, starter, local, new RateLimiter());
  const open = async (token: string): Promise<number> => {
    let status = 0;
    const res = {
      setHeader: () => undefined,
      redirect: (code: number) => void (status = code),
    } as unknown as Response;
    try {
      await route.open(token, { ip: '127.0.0.1', header: () => undefined } as unknown as Request, res);
      return status;
    } catch (error) {
      if (error instanceof ApiError) return error.getStatus();
      throw error;
    }
  };
  return { open, started: () => sessions };
}

describe('GET /local/open', () => {
  it('lets the right token through however many wrong ones came from the same address', async () => {
    const { open, started } = controller();
    for (let i = 0; i < LOCAL_OPEN_FAILURES.limit; i += 1) expect(await open(`wrong-${i}`)).toBe(404);
    // Every local process is 127.0.0.1: a flood of wrong tokens must not lock the user out of their app.
    expect(await open(TOKEN)).toBe(303);
    expect(await open(TOKEN)).toBe(303);
    expect(started()).toBe(2);
    // Guessing is still limited: wrong tokens beyond the limit are refused as too many.
    expect(await open('wrong-again')).toBe(429);
    expect(await open(TOKEN)).toBe(303);
  });
});
