import type { AddressInfo } from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

/** An SMTP server that refuses the batch mails ("Your presentations are ready") while `down` is set. */
async function flakySmtp() {
  const state = { down: true, refusedAt: [] as number[], delivered: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          const batchMail = /ready/i.test(mail.subject ?? '');
          if (batchMail && state.down) {
            state.refusedAt.push(Date.now());
            return callback(Object.assign(new Error('mail system down'), { responseCode: 451 }));
          }
          if (batchMail) state.delivered.push(mail.text ?? '');
          return callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function eventually(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('generation: announcing a batch outlasts an outage of the services it needs', () => {
  let smtp: Awaited<ReturnType<typeof flakySmtp>>;
  let stack: TestStack;

  beforeAll(async () => {
    smtp = await flakySmtp();
    stack = await startTestStack({
      modules: {
        mail: { target: { kind: 'smtp', url: smtp.url, from: 'Deckmill <no-reply@deckmill.test>' } },
      },
    });
  });

  afterAll(async () => {
    await stack.stop();
    await smtp.stop();
  });

  it('gives the finalizer and the mail sender about a day of deliveries instead of five', async () => {
    const nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222' });
    try {
      const jsm = await jetstreamManager(nc);
      const jobs = `${stack.namespace.toUpperCase()}_DECKMILL_JOBS`;
      // The bus allows one delivery more than maxDeliver (33) to catch a handler hanging on its last attempt.
      for (const durable of ['generation-finalize', 'mail-sender', 'identity-mail-sender']) {
        expect((await jsm.consumers.info(jobs, durable)).config.max_deliver).toBe(34);
      }
    } finally {
      await nc.close();
    }
  });

  it('retries the batch mail on the slow schedule while SMTP is down and delivers it once it is back', async () => {
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(1) });
    await waitForStatus(user, created.body.id);
    await eventually(() => smtp.state.refusedAt.length >= 2, 20_000);
    const [first = 0, second = 0] = smtp.state.refusedAt;
    // 5 s before the first retry (the bus default is 1 s, then dead letters after about a minute).
    expect(second - first).toBeGreaterThanOrEqual(4_500);
    smtp.state.down = false;
    // The next retry comes 15 s later.
    await eventually(() => smtp.state.delivered.length > 0, 25_000);
    expect(smtp.state.delivered[0]).toContain(created.body.id);
    expect(smtp.state.refusedAt).toHaveLength(2);
  }, 60_000);
});
