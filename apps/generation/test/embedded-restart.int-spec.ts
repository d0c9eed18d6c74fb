import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { TestClient } from '@deckmill/server-harness';
import {
  freePort,
  startSmtpSink,
  type SmtpSink,
  REPO_ROOT,
  startTsProcess,
  until,
  type TsProcess,
} from '@deckmill/testing';
import {
  bulkCreate,
  download,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { expectEveryRowOnce } from './support/zip-rows';

const ROWS = 300;
const ADMIN_EMAIL = 'operator@example.test';
const PASSWORD = 'violet-harbour-tram-42';

/**
 * The embedded product (one process: PGlite, the durable in-process bus, files on disk) is killed with SIGKILL
 * mid-batch and started again on the same data directory: the batch resumes and completes, every row once.
 */
describe('generation: the embedded process restarted mid-batch', () => {
  let dataDir: string;
  let smtp: SmtpSink;
  let product: TsProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-restart-'));
    smtp = await startSmtpSink();
  });

  afterAll(async () => {
    await product?.kill();
    await smtp?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Operator powers need a confirmed address: follow the confirmation mail. */
  async function confirm(client: TestClient): Promise<void> {
    const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(ADMIN_EMAIL), 30_000);
    const token = /confirmation_token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const res = await client.put('/api/users/confirmation', { confirmation_token: token });
    expect({ status: res.status, body: res.text }).toMatchObject({ status: 200 });
  }

  async function startProduct(port: number): Promise<TsProcess> {
    const started = startTsProcess(path.join(REPO_ROOT, 'apps/server/src/main.ts'), [], {
      DECKMILL_MODE: 'embedded',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL,
      GENERATION_CONCURRENCY: '1',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    });
    await started.waitForOutput(/Deckmill is running/, 90_000);
    return started;
  }

  it('resumes the unfinished batch after a restart', async () => {
    const port = await freePort();
    product = await startProduct(port);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const signUp = await client.post('/api/users', {
      user: {
        name: 'Operator',
        company: 'Deckmill',
        email: ADMIN_EMAIL,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(signUp.status).toBe(201);
    const signedIn = await client.post<{ user: { id: string } }>('/api/users/sign_in', {
      user: { email: ADMIN_EMAIL, password: PASSWORD, remember_me: false },
    });
    await confirm(client);
    const upgrade = await client.patch(`/api/admin/users/${signedIn.body.user.id}`, {
      subscription_tier: 'enterprise',
    });
    expect({ status: upgrade.status, body: upgrade.text }).toMatchObject({ status: 200 });
    const user: TestUser = { client, id: signedIn.body.user.id, email: ADMIN_EMAIL };
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(ROWS) });
    expect(created.status).toBe(201);

    let progress = 0;
    await until(
      async () => {
        const res = await client.get<PresentationDetail>(`/api/app/presentations/${created.body.id}`);
        progress = res.body.progress;
        return progress >= 5;
      },
      60_000,
      'generation to start',
    );
    await product.kill();
    expect(progress).toBeLessThan(100);

    product = await startProduct(port);
    const detail = await waitForStatus(user, created.body.id, ['completed', 'failed'], 120_000);
    expect(detail).toMatchObject({ status: 'completed', rows_done: ROWS, rows_failed: 0 });
    const zip = await download(user, detail.download_url ?? '');
    expect(zip.status).toBe(200);
    expectEveryRowOnce(zip.bytes, ROWS);
    await expectFilesAndBusSealed();
  }, 300_000);

  /** The objects and the bus log hold neither the CSV's values nor the account's address in clear. */
  async function expectFilesAndBusSealed(): Promise<void> {
    const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
    const sealed = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter(
        (file) => file.startsWith(path.join(dataDir, 'files')) || file.startsWith(path.join(dataDir, 'bus')),
      );
    expect(sealed.length).toBeGreaterThan(ROWS);
    for (const file of sealed) {
      const bytes = await readFile(file);
      expect({
        file,
        leaks: ['Person 17,', 'Person 150', ADMIN_EMAIL].filter((text) => bytes.includes(text)),
      }).toEqual({
        file,
        leaks: [],
      });
    }
    for (const keyFile of ['storage-encryption-key', 'row-encryption-keys']) {
      expect((await stat(path.join(dataDir, keyFile))).mode & 0o777).toBe(0o600);
    }
  }
});
