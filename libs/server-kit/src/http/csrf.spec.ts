import type { Server } from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { cookieNames } from './cookie-names';
import { csrfMiddleware, issueCsrfToken } from './csrf';

const SECRET = 'a-session-secret-of-at-least-32-characters';

/** An app behind the CSRF middleware: POST /sign-in binds a new token to the session it hands out. */
async function serve(appUrl: string, secret = SECRET): Promise<{ base: string; server: Server }> {
  const names = cookieNames(appUrl);
  const app = express();
  app.use(cookieParser());
  app.use(csrfMiddleware({ secureCookies: appUrl.startsWith('https:'), cookies: names, secret }));
  app.post('/sign-in', (_req, res) => {
    res.cookie(names.session, 'session-b', { httpOnly: true, path: '/' });
    res.json({ csrf_token: issueCsrfToken(res, 'session-b') });
  });
  app.all('/*splat', (_req, res) => {
    res.json({ csrf_token: res.locals['csrfToken'] });
  });
  app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).json({});
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/** The value of the cookie `name` a response sets. */
function setCookie(res: globalThis.Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '') : undefined;
}

describe('CSRF tokens bound to the session', () => {
  let base: string;
  let server: Server;

  beforeAll(async () => {
    ({ base, server } = await serve('http://localhost:3000'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const tokenFor = async (session?: string): Promise<string> => {
    const res = await fetch(`${base}/page`, { headers: session ? { cookie: `dm_session=${session}` } : {} });
    return setCookie(res, 'dm_csrf') ?? '';
  };
  const post = (cookie: string, header?: string) =>
    fetch(`${base}/change`, {
      method: 'POST',
      headers: { cookie, ...(header === undefined ? {} : { 'x-csrf-token': header }) },
    });

  it("accepts the session's own token, cookie and header alike", async () => {
    const token = await tokenFor('session-a');
    expect((await post(`dm_session=session-a; dm_csrf=${token}`, token)).status).toBe(200);
  });

  it('refuses a token the attacker chose, or one made for another session or for none', async () => {
    expect((await post('dm_session=session-a; dm_csrf=chosen', 'chosen')).status).toBe(403);
    const other = await tokenFor('session-z');
    expect((await post(`dm_session=session-a; dm_csrf=${other}`, other)).status).toBe(403);
    const anonymous = await tokenFor();
    expect((await post(`dm_session=session-a; dm_csrf=${anonymous}`, anonymous)).status).toBe(403);
  });

  it('refuses a missing header, or one that differs from the cookie', async () => {
    const token = await tokenFor('session-a');
    expect((await post(`dm_session=session-a; dm_csrf=${token}`)).status).toBe(403);
    const another = await tokenFor('session-a');
    expect((await post(`dm_session=session-a; dm_csrf=${token}`, another)).status).toBe(403);
  });

  it('refuses a token signed with another secret', async () => {
    const elsewhere = await serve('http://localhost:3000', 'another-secret-of-at-least-32-characters');
    const res = await fetch(`${elsewhere.base}/page`, { headers: { cookie: 'dm_session=session-a' } });
    const foreign = setCookie(res, 'dm_csrf') ?? '';
    await new Promise((resolve) => elsewhere.server.close(resolve));
    expect((await post(`dm_session=session-a; dm_csrf=${foreign}`, foreign)).status).toBe(403);
  });

  it("replaces a cookie that is not the session's, and keeps one that is", async () => {
    const planted = await fetch(`${base}/page`, {
      headers: { cookie: 'dm_session=session-a; dm_csrf=chosen' },
    });
    expect(setCookie(planted, 'dm_csrf')).toMatch(/^[\w-]+\.[\w-]+$/);
    const token = await tokenFor('session-a');
    const kept = await fetch(`${base}/page`, {
      headers: { cookie: `dm_session=session-a; dm_csrf=${token}` },
    });
    expect(setCookie(kept, 'dm_csrf')).toBeUndefined();
    expect(((await kept.json()) as { csrf_token: string }).csrf_token).toBe(token);
  });

  it('binds the token it issues at sign-in to the new session', async () => {
    const anonymous = await tokenFor();
    const signIn = await fetch(`${base}/sign-in`, {
      method: 'POST',
      headers: { cookie: `dm_csrf=${anonymous}`, 'x-csrf-token': anonymous },
    });
    expect(signIn.status).toBe(200);
    const fresh = setCookie(signIn, 'dm_csrf') ?? '';
    expect(((await signIn.json()) as { csrf_token: string }).csrf_token).toBe(fresh);
  });

  it('names its cookies __Host- over https, Secure and on /', async () => {
    const https = await serve('https://deckmill.example');
    const res = await fetch(`${https.base}/page`);
    await new Promise((resolve) => https.server.close(resolve));
    const line = res.headers.getSetCookie().find((candidate) => candidate.startsWith('__Host-dm_csrf='));
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Secure/);
    expect(line).not.toMatch(/Domain=/i);
    expect(cookieNames('https://deckmill.example')).toEqual({
      session: '__Host-dm_session',
      csrf: '__Host-dm_csrf',
    });
    expect(cookieNames('http://localhost:3000')).toEqual({ session: 'dm_session', csrf: 'dm_csrf' });
  });
});
