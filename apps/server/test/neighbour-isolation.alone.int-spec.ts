import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestClient } from '@deckmill/server-harness';
import {
  freePort,
  REPO_ROOT,
  startSmtpSink,
  startTsProcess,
  type SmtpSink,
  type TsProcess,
} from '@deckmill/testing';
import { signUp } from './support/accounts';
import { heaviestWork, neighbourVisits, p95 } from './support/neighbour-load';

/** Sign-ins and lists of presentations, one pair a visit. */
const VISITS = 50;
/**
 * The neighbour's bound. A behaviour bound, not a benchmark: before transactions were bounded and health left the
 * user queue, the embedded server answered another user's sign-in after 24 s while one account's 19 MB upload or
 * invitation resend held its one database connection. 1 s was too close for a slower machine: on a 2-vCPU host
 * that ran every CI stage twice as slowly, the distributed stack's neighbour had a p95 of 1,034 ms (slowest
 * 2.7 s) in one run of two, with nothing stalled; 2.5 s still fails a stall by a tenth of its length.
 */
const P95_BOUND_MS = 2_500;

/** Runs the heaviest work of one account while another signs in and lists its presentations. */
async function measure(baseUrl: string, heavy: TestClient, neighbourEmail: string) {
  const heaviest = await heaviestWork(heavy);
  const work = heaviest.send();
  // The neighbour starts with the heavy requests and keeps on while they are read, stored and answered.
  const { latencies, healthProblems } = await neighbourVisits(baseUrl, neighbourEmail, VISITS);
  return { latencies, outcome: await work, healthProblems };
}

function expectIsolated(result: Awaited<ReturnType<typeof measure>>): void {
  const slowest95 = Math.round(p95(result.latencies));
  expect({
    outcome: result.outcome,
    healthProblems: result.healthProblems,
    visits: result.latencies.length / 2,
    neighbourP95:
      slowest95 < P95_BOUND_MS
        ? `under ${P95_BOUND_MS} ms`
        : `${slowest95} ms (slowest: ${[...result.latencies]
            .sort((a, b) => b - a)
            .slice(0, 8)
            .map(Math.round)
            .join(', ')} ms)`,
  }).toEqual({
    outcome: {
      'template upload 1': 201,
      'template upload 2': 201,
      preflight: 200,
      'bulk_create of 10,000 rows': 201,
    },
    healthProblems: [],
    visits: VISITS,
    neighbourP95: `under ${P95_BOUND_MS} ms`,
  });
}

/** The operator, confirmed from its mail, on the plan without a monthly limit: it may ask for 10,000 decks. */
async function enterpriseOperator(baseUrl: string, smtp: SmtpSink, email: string): Promise<TestClient> {
  const operator = await signUp(baseUrl, email);
  const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(email), 30_000);
  const token = /confirmation_token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  expect((await operator.client.put('/api/users/confirmation', { confirmation_token: token })).status).toBe(
    200,
  );
  const upgrade = await operator.client.patch(`/api/admin/users/${operator.id}`, {
    subscription_tier: 'enterprise',
  });
  expect(upgrade.status).toBe(200);
  return operator.client;
}

describe('no account can stall another: the heaviest work one allows, beside a neighbour', () => {
  describe('distributed (PostgreSQL, NATS JetStream, S3)', () => {
    const children: TsProcess[] = [];
    let smtp: SmtpSink;

    afterAll(async () => {
      // The stack first: it stops its bucket's client before the S3 server goes.
      for (const child of children.reverse()) await child.stop();
      await smtp?.stop();
    });

    it('answers the neighbour and health throughout', async () => {
      // The stack and the S3 server each in a process of their own, as in production: in this process the test's
      // own work (building and sending 19 MB) and s3rver's would be the stack's event loop's, and measured as its.
      smtp = await startSmtpSink();
      const s3 = startTsProcess(path.join(__dirname, 'support/s3-server.process.ts'), [], {});
      children.push(s3);
      const s3Connection = (await s3.waitForOutput(/^S3 (.+)$/m, 60_000))[1];
      const operatorEmail = `operator-${Date.now()}@example.test`;
      const stack = startTsProcess(path.join(__dirname, 'support/neighbour-stack.process.ts'), [], {
        NEIGHBOUR_S3: s3Connection,
        NEIGHBOUR_SMTP_URL: smtp.url,
        NEIGHBOUR_ADMIN_EMAIL: operatorEmail,
      });
      children.push(stack);
      const baseUrl = (await stack.waitForOutput(/^STACK (\S+)$/m, 90_000))[1];
      const heavy = await enterpriseOperator(baseUrl, smtp, operatorEmail);
      const neighbour = await signUp(baseUrl, `neighbour-${Date.now()}@example.test`);
      expectIsolated(await measure(baseUrl, heavy, neighbour.email));
    }, 240_000);
  });

  describe('embedded (npm start: PGlite on one connection, the in-process bus, files on disk)', () => {
    let dataDir: string;
    let smtp: SmtpSink;
    let product: TsProcess | undefined;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-neighbours-'));
      smtp = await startSmtpSink();
    });

    afterAll(async () => {
      await product?.kill();
      await smtp?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers the neighbour and health throughout', async () => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const operatorEmail = `operator-${Date.now()}@example.test`;
      product = startTsProcess(path.join(REPO_ROOT, 'apps/server/src/main.ts'), [], {
        DECKMILL_MODE: 'embedded',
        DATA_DIR: dataDir,
        PORT: String(port),
        APP_URL: baseUrl,
        ADMIN_EMAIL: operatorEmail,
        SMTP_URL: smtp.url,
        // The test's clients each forward an address of their own, as browsers behind a proxy would.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      });
      await product.waitForOutput(/Deckmill is running/, 90_000);
      const heavy = await enterpriseOperator(baseUrl, smtp, operatorEmail);
      const neighbour = await signUp(baseUrl, `neighbour-${Date.now()}@example.test`);
      expectIsolated(await measure(baseUrl, heavy, neighbour.email));
    }, 240_000);
  });
});
