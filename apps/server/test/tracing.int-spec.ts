import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TestClient } from '@deckmill/server-harness';
import {
  eventually,
  fixtureDeck,
  startSmtpSink,
  type SmtpSink,
  type TestS3Server,
  startTsProcess,
  type TsProcess,
} from '@deckmill/testing';
import {
  OtlpSpanKind,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from './support/otlp-receiver';

const STACK_SERVICE = 'deckmill-gateway+identity';
const MAIL_SERVICE = 'deckmill-mail';
const DECK = 'automizer-TextReplace.pptx';

/** The spans of one trace as the receiver has them so far, and ways to find them and their ancestry. */
function traceOf(receiver: OtlpReceiver, traceId: string) {
  const inTrace = () => receiver.spans().filter((span) => span.traceId === traceId);
  const one = (description: string, match: (span: ReceivedSpan) => boolean): ReceivedSpan => {
    const found = inTrace().filter(match);
    if (found.length !== 1) {
      const names = inTrace().map((span) => `${span.service} ${span.kind} ${span.name}`);
      throw new Error(`${found.length} spans for ${description} in:\n${names.join('\n')}`);
    }
    return found[0] as ReceivedSpan;
  };
  const isUnder = (span: ReceivedSpan, ancestor: ReceivedSpan): boolean => {
    const spans = new Map(inTrace().map((each) => [each.spanId, each]));
    for (let at = span.parentSpanId; at; at = spans.get(at)?.parentSpanId) {
      if (at === ancestor.spanId) return true;
    }
    return false;
  };
  return { inTrace, one, isUnder };
}

const isQuery = (span: ReceivedSpan) =>
  span.kind === OtlpSpanKind.CLIENT &&
  (span.attributes['db.system.name'] === 'postgresql' || span.attributes['db.system'] === 'postgresql');

/** A W3C traceparent of a caller's own: the trace the server must continue. */
function callerTrace(): { traceId: string; spanId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/**
 * Tracing on, across real processes: the gateway and identity in one, the mail sender in another, both
 * exporting OTLP/HTTP to a collector of the test's own, over the machine's NATS JetStream and PostgreSQL. One
 * sign-up request becomes one trace: the HTTP server span (continuing the caller's traceparent), the
 * request/reply client and server spans, identity's queries, the outbox's JetStream publish of the `mail.send`
 * job, and in the other process the job's consumer span and the mail sender's queries, each under its parent.
 */
describe('tracing: one request, one trace across HTTP, request/reply, PostgreSQL and a JetStream job', () => {
  let receiver: OtlpReceiver;
  let smtp: SmtpSink;
  let stack: TsProcess | undefined;
  let worker: TsProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    [receiver, smtp] = await Promise.all([startOtlpReceiver(), startSmtpSink()]);
    // The caller's traceparent is continued only when trusted (a proxy or mesh in front): this test is one.
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRUST_INCOMING_TRACEPARENT: 'true',
      LOG_LEVEL: 'silent',
    };
    stack = startTsProcess(path.join(__dirname, 'support/traced-stack.process.ts'), [], tracing);
    const ready = JSON.parse((await stack.waitForOutput(/stack ready (\{.*\})\n/))[1] ?? '{}') as {
      baseUrl: string;
      namespace: string;
      s3: TestS3Server;
    };
    baseUrl = ready.baseUrl;
    worker = startTsProcess(path.join(__dirname, 'support/traced-worker.process.ts'), ['--target=mail'], {
      ...tracing,
      WORKER_NATS_NAMESPACE: ready.namespace,
      NATS_URL: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
      DATABASE_URL: process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
      S3_ENDPOINT: ready.s3.endpoint,
      S3_ACCESS_KEY: ready.s3.accessKey,
      S3_SECRET_KEY: ready.s3.secretKey,
      S3_REGION: ready.s3.region,
      S3_BUCKET: ready.namespace.toLowerCase().replace(/_/g, '-').slice(0, 60),
      SMTP_URL: smtp.url,
      APP_URL: 'http://localhost',
    });
    await worker.waitForOutput(/worker ready/);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([worker?.stop(), stack?.stop()]);
    await Promise.all([receiver?.stop(), smtp?.stop()]);
  }, 60_000);

  it('links every span of a sign-up, gateway to mail worker, under the caller’s trace', async () => {
    const { traceId, spanId: callerSpanId, traceparent } = callerTrace();
    const client = new TestClient(baseUrl, { traceparent });
    const email = `traced-${Date.now()}@example.test`;
    const answer = await client.post('/api/users', {
      user: {
        name: 'Grace Hopper',
        company: 'Traced Inc',
        email,
        password: 'violet-harbour-tram-42',
        password_confirmation: 'violet-harbour-tram-42',
      },
    });
    expect(answer.status).toBe(201);
    await smtp.waitForMail((mail) => mail.envelopeTo.includes(email), 30_000);

    const { inTrace, one, isUnder } = traceOf(receiver, traceId);

    // Exported in batches every second by each process: wait for the mail worker's last queries.
    const mailJob = 'deckmill.job.mail.send.v2';
    await eventually(
      () =>
        inTrace().some((span) => span.service === MAIL_SERVICE && span.name === `process ${mailJob}`) &&
        inTrace().some((span) => isQuery(span) && span.service === MAIL_SERVICE),
      "the mail worker's spans",
      { timeoutMs: 20_000 },
    );

    const http = one(
      'the HTTP server span',
      (s) => s.kind === OtlpSpanKind.SERVER && s.name === 'POST /api/users',
    );
    expect(http).toMatchObject({ service: STACK_SERVICE, parentSpanId: callerSpanId });
    expect(http.attributes['http.route']).toBe('/api/users');

    const rpcClient = one('the RPC client span', (s) =>
      /^send deckmill\.rpc\.identity\.sign-up\.v\d+$/.test(s.name),
    );
    expect(rpcClient.kind).toBe(OtlpSpanKind.CLIENT);
    expect(isUnder(rpcClient, http)).toBe(true);

    const rpcServer = one(
      'the RPC server span',
      (s) => s.kind === OtlpSpanKind.SERVER && /deckmill\.rpc\.identity\.sign-up\.v\d+$/.test(s.name),
    );
    expect(rpcServer.parentSpanId).toBe(rpcClient.spanId);
    expect(inTrace().some((span) => isQuery(span) && isUnder(span, rpcServer))).toBe(true);

    const producer = one(
      'the job publish',
      (s) => s.kind === OtlpSpanKind.PRODUCER && s.name === `publish ${mailJob}`,
    );
    expect(producer.service).toBe(STACK_SERVICE);
    expect(isUnder(producer, rpcServer)).toBe(true);

    const consumer = one(
      'the job consumer',
      (s) => s.kind === OtlpSpanKind.CONSUMER && s.name === `process ${mailJob}`,
    );
    expect(consumer).toMatchObject({ service: MAIL_SERVICE, parentSpanId: producer.spanId });
    expect(consumer.attributes).toMatchObject({ 'messaging.system': 'nats', 'deckmill.settlement': 'ack' });
    const mailQueries = inTrace().filter((span) => isQuery(span) && span.service === MAIL_SERVICE);
    for (const query of mailQueries) expect(isUnder(query, consumer)).toBe(true);
  }, 90_000);
  it('traces object storage: an upload streamed to S3 and removed again when no service takes it', async () => {
    const client = new TestClient(baseUrl);
    const email = `uploader-${Date.now()}@example.test`;
    const password = 'violet-harbour-tram-42';
    const user = { name: 'Ada', company: 'Engines', email, password, password_confirmation: password };
    expect((await client.post('/api/users', { user })).status).toBe(201);
    expect((await client.post('/api/users/sign_in', { user: { email, password } })).status).toBe(200);

    const { traceId, traceparent } = callerTrace();
    const form = new FormData();
    form.append('template[name]', 'Traced deck');
    form.append('template[file]', new Blob([new Uint8Array(readFileSync(fixtureDeck(DECK)))]), 'deck.pptx');
    // The stack runs no templates service: the gateway streams the file to S3, nobody answers, it deletes it.
    expect((await client.post('/api/app/templates', form, { traceparent })).status).toBe(503);

    const { inTrace, one, isUnder } = traceOf(receiver, traceId);
    const isStorageCall = (span: ReceivedSpan) =>
      span.kind === OtlpSpanKind.CLIENT &&
      span.service === STACK_SERVICE &&
      !isQuery(span) &&
      typeof span.attributes['http.request.method'] === 'string';
    await eventually(
      () =>
        inTrace()
          .filter(isStorageCall)
          .some((span) => span.attributes['http.request.method'] === 'DELETE'),
      'the S3 calls',
      { timeoutMs: 20_000 },
    );
    const http = one(
      'the upload',
      (s) => s.kind === OtlpSpanKind.SERVER && s.name === 'POST /api/app/templates',
    );
    const storage = inTrace().filter(isStorageCall);
    expect(storage.map((span) => span.attributes['http.request.method'])).toEqual(
      expect.arrayContaining(['PUT', 'DELETE']),
    );
    for (const call of storage) expect(isUnder(call, http)).toBe(true);
    // s3rver, in the same process, continued the trace the client's headers carried.
    const put = storage.find((span) => span.attributes['http.request.method'] === 'PUT');
    expect(
      inTrace().some((span) => span.kind === OtlpSpanKind.SERVER && span.parentSpanId === put?.spanId),
    ).toBe(true);
  }, 60_000);
});
