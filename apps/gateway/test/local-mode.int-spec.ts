import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TestClient } from '@deckmill/server-harness';
import { freePort, REPO_ROOT, startTsProcess, until, type TsProcess } from '@deckmill/testing';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');
/** More rows than the free plan's monthly allowance (10): refused anywhere but in local mode. */
const ROWS_PAST_FREE_ALLOWANCE = 12;

interface SessionAnswer {
  user: { id: string; name: string; email: string; usage_limit: number | null } | null;
  local_mode?: boolean;
}

/** The sample CSV's rows repeated up to `rows`. */
function csvOf(rows: number): string {
  const [header = '', ...lines] = SAMPLE_CSV.trim().split('\n');
  return [header, ...Array.from({ length: rows }, (_, index) => lines[index % lines.length] ?? '')].join(
    '\n',
  );
}

/**
 * Local mode as the desktop launcher starts it: the whole product in one process (embedded, PGlite under
 * DATA_DIR) with LOCAL_MODE and a fresh LOCAL_LAUNCH_TOKEN, then started again on the same data.
 */
describe('local mode (the desktop app)', () => {
  let dataDir: string;
  let product: TsProcess | undefined;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-local-'));
    port = await freePort();
  });

  afterAll(async () => {
    await product?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startProduct(token: string): Promise<TsProcess> {
    const started = startTsProcess(path.join(REPO_ROOT, 'apps/server/src/main.ts'), [], {
      DECKMILL_MODE: 'embedded',
      LOCAL_MODE: 'true',
      LOCAL_LAUNCH_TOKEN: token,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      GENERATION_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    });
    await started.waitForOutput(/Deckmill is running/, 90_000);
    return started;
  }

  /** A browser opened by the launcher on /local/open with `token`. */
  async function open(token: string): Promise<{ client: TestClient; res: Response }> {
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const res = await client.fetch(`/local/open?token=${encodeURIComponent(token)}`);
    await res.arrayBuffer();
    return { client, res };
  }

  function exitOf(process: TsProcess): Promise<number | null> {
    const { child } = process;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  const firstToken = randomBytes(32).toString('base64url');
  let localUserId = '';
  let sampleTemplateId = 0;

  it('creates the local account at the first start and opens it with the launch token only', async () => {
    product = await startProduct(firstToken);

    const wrong = await open(randomBytes(32).toString('base64url'));
    expect(wrong.res.status).toBe(404);
    expect(wrong.client.cookie('dm_session')).toBeUndefined();
    expect((await open('')).res.status).toBe(404);

    const { client, res } = await open(firstToken);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('dm_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(client.cookie('dm_csrf')).toBeDefined();

    const session = await client.get<SessionAnswer>('/api/session');
    expect(session.body).toMatchObject({
      user: { name: 'You', email: 'you@deckmill.localhost', usage_limit: null },
      local_mode: true,
    });
    localUserId = session.body.user?.id ?? '';
    expect(product.output()).toMatch(/local account was created/);
    // Opened again (a second start of the launcher finds this one running): the same account.
    const again = await open(firstToken);
    expect((await again.client.get<SessionAnswer>('/api/session')).body.user?.id).toBe(localUserId);
    expect(product.output()).not.toContain(firstToken);
  }, 120_000);

  it('has no sign-up, password sign-in, reset, plans or admin pages', async () => {
    const { client } = await open(firstToken);
    const anonymous = new TestClient(`http://127.0.0.1:${port}`);
    const signUp = await anonymous.post('/api/users', {
      user: { name: 'Eve', email: 'eve@example.test', password: 'violet-harbour-tram-42' },
    });
    expect(signUp.status).toBe(404);
    const signIn = await anonymous.post('/api/users/sign_in', {
      user: { email: 'you@deckmill.localhost', password: 'anything-at-all', remember_me: false },
    });
    expect(signIn.status).toBe(404);
    expect((await anonymous.post('/api/users/password', { user: { email: 'a@b.test' } })).status).toBe(404);
    expect((await client.get('/api/admin')).status).toBe(404);
    expect((await client.get('/api/settings/subscription')).status).toBe(404);
    expect((await client.get('/api/app/invitations')).status).toBe(404);
    expect((await client.fetch('/admin')).status).toBe(404);
    const signUpPage = await client.fetch('/users/sign_up');
    expect([signUpPage.status, signUpPage.headers.get('location')]).toEqual([303, '/app']);
    // What local mode keeps works as usual.
    expect((await client.get('/api/app/templates')).status).toBe(200);
  }, 60_000);

  it('sets no allowance: a batch past the free plan is accepted', async () => {
    const { client } = await open(firstToken);
    const template = await client.post<{ id: number; placeholders: string[] }>('/api/app/samples/template');
    expect({ status: template.status, body: template.text }).toMatchObject({ status: 201 });
    sampleTemplateId = template.body.id;
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set('presentation[csv_file]', new Blob([csvOf(ROWS_PAST_FREE_ALLOWANCE)]), 'rows.csv');
    const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
    form.set('presentation[data_mapping]', JSON.stringify(mapping));
    const created = await client.post<{ id: string; row_count: number }>(
      '/api/app/presentations/bulk_create',
      form,
    );
    expect({ status: created.status, body: created.text }).toMatchObject({ status: 201 });
    expect(created.body.row_count).toBe(ROWS_PAST_FREE_ALLOWANCE);
    await until(
      async () =>
        (await client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`)).body.status ===
        'completed',
      60_000,
      'the batch to complete',
    );
    const session = await client.get<SessionAnswer>('/api/session');
    expect(session.body.user?.usage_limit).toBeNull();
  }, 90_000);

  // Quit does not wait for LibreOffice drawing the sample's slide previews (a minute on a busy machine): the
  // drawing is stopped and its job handed back, drawn after the next start (below).
  it('quits on the app menu with the CSRF token only, exiting 0', async () => {
    const { client } = await open(firstToken);
    const forged = await client.post('/api/app/local/quit', undefined, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);
    const anonymous = new TestClient(`http://127.0.0.1:${port}`);
    expect((await anonymous.post('/api/app/local/quit')).status).toBe(401);

    const running = product as TsProcess;
    const exited = exitOf(running);
    const quit = await client.post('/api/app/local/quit');
    expect(quit.status).toBe(202);
    expect(await exited).toBe(0);
  }, 60_000);

  it('finds the same account after a restart with a new token, and refuses the old one', async () => {
    const secondToken = randomBytes(32).toString('base64url');
    await product?.kill();
    product = await startProduct(secondToken);

    expect((await open(firstToken)).res.status).toBe(404);
    const { client, res } = await open(secondToken);
    expect(res.status).toBe(303);
    const session = await client.get<SessionAnswer>('/api/session');
    expect(session.body.user?.id).toBe(localUserId);
    expect(product.output()).not.toMatch(/local account was created/);
    expect(product.output()).not.toContain(secondToken);
    // The previews the quit stopped (or had drawn) are there: nothing was lost. LibreOffice draws them again
    // after the restart: 17 s on a quiet machine, 67-156 s while an end-to-end stage ran beside it, and more
    // than 150 s once on a machine running at half its speed, hence the room.
    const previews = async () =>
      (await client.get<{ previews: { status: string } }>(`/api/app/templates/${sampleTemplateId}`)).body
        .previews.status;
    await until(async () => (await previews()) !== 'pending', 300_000, 'the previews after the restart');
    expect(await previews()).toBe('ready');
    await product.stop();
  }, 420_000);
});
