import { once } from 'node:events';
import http, { type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { SpanKind, trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import express from 'express';
import { recordSpans, type SpanRecorder } from '@deckmill/messaging/testing';
import { OutboundPolicy, safeFetch } from '@deckmill/outbound';
import { httpInstrumentationConfig } from './http-instrumentation-config';

const modules = { http, https } as Record<string, unknown>;

/**
 * The http instrumentation as production configures it, patched into `http` by hand: Jest's module registry
 * bypasses the require hook that patches it in a real process. Spans go to an in-memory exporter.
 */
function instrumentHttp(config = httpInstrumentationConfig({ trustIncomingTraceparent: false })): {
  recorder: SpanRecorder;
  stop(): Promise<void>;
} {
  const recorder = recordSpans();
  const instrumentation = new HttpInstrumentation(config);
  instrumentation.setTracerProvider(trace.getTracerProvider());
  const definitions = instrumentation.getModuleDefinitions();
  for (const definition of definitions) definition.patch?.(modules[definition.name]);
  return {
    recorder,
    async stop() {
      for (const definition of definitions) definition.unpatch?.(modules[definition.name]);
      await recorder.stop();
    },
  };
}

async function listen(app: express.Express): Promise<{ server: Server; baseUrl: string }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Every exported span's name and attributes, as one text to search. */
const exported = (recorder: SpanRecorder) =>
  JSON.stringify(recorder.spans().map((span) => ({ name: span.name, attributes: span.attributes })));

async function untilSpans(recorder: SpanRecorder, count: number): Promise<void> {
  for (let attempt = 0; attempt < 100 && recorder.spans().length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('http server spans', () => {
  let tracing: ReturnType<typeof instrumentHttp>;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    tracing = instrumentHttp();
    const app = express();
    app.get('/users/password/edit', (_req, res) => res.send('form'));
    app.get('/api/sso/callback', (_req, res) => res.redirect('/'));
    app.get('/api/sso', (_req, res) => res.send('ok'));
    app.get('/api/links/:token', (_req, res) => res.send('file'));
    ({ server, baseUrl } = await listen(app));
  });

  afterAll(async () => {
    server.close();
    await tracing.stop();
  });

  it('never record a token, an email, the client address or user agent', async () => {
    const link = `eyJrIjoidGVtcGxhdGVzLzEyMyJ9.${'S'.repeat(43)}`;
    const headers = { 'user-agent': 'SecretAgent/1.0', 'x-forwarded-for': '203.0.113.9' };
    await (
      await fetch(`${baseUrl}/users/password/edit?reset_password_token=SECRET123&x=1`, { headers })
    ).text();
    await (
      await fetch(`${baseUrl}/api/sso/callback?code=OIDCCODE42&state=OIDCSTATE42`, { redirect: 'manual' })
    ).text();
    await (await fetch(`${baseUrl}/api/sso?email=someone%40example.com`)).text();
    await (await fetch(`${baseUrl}/api/links/${link}`)).text();
    await untilSpans(tracing.recorder, 4);

    const spans = tracing.recorder.spans();
    expect(spans.map((span) => span.attributes['url.path'])).toEqual([
      '/users/password/edit',
      '/api/sso/callback',
      '/api/sso',
      '/api/links/:token',
    ]);
    const text = exported(tracing.recorder);
    for (const secret of [
      'SECRET123',
      'OIDCCODE42',
      'OIDCSTATE42',
      'someone',
      link.slice(0, 20),
      'SecretAgent',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const span of spans) {
      expect(span.attributes).not.toHaveProperty('url.query');
      expect(span.attributes).not.toHaveProperty('client.address');
      expect(span.attributes).not.toHaveProperty('network.peer.address');
    }
  });
});

describe('http server spans, named after their route', () => {
  it('also when the client went away before the answer was complete', async () => {
    const tracing = instrumentHttp();
    const app = express();
    app.get('/api/slow/:id', (_req, res) => void res.write('partial'));
    const { server, baseUrl } = await listen(app);
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${baseUrl}/api/slow/42`, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET') reject(error);
        });
      });
      await untilSpans(tracing.recorder, 2);
      const names = tracing.recorder.spans().map((span) => span.name);
      expect(names).toContain('GET /api/slow/:id');
    } finally {
      server.closeAllConnections();
      server.close();
      await tracing.stop();
    }
  });
});

describe('http client spans', () => {
  it('record no query string, and calls to outside parties carry no trace context and make no span', async () => {
    const tracing = instrumentHttp(httpInstrumentationConfig({ trustIncomingTraceparent: true }));
    const received: { url: string; traceparent?: string }[] = [];
    const app = express();
    app.use((req, res) => {
      received.push({ url: req.url, traceparent: req.header('traceparent') });
      res.send('ok');
    });
    const { server, baseUrl } = await listen(app);
    const port = new URL(baseUrl).port;
    try {
      await trace.getTracer('spec').startActiveSpan('job', async (job) => {
        // An internal call (S3): continued, without its signature in the span.
        await new Promise<void>((resolve, reject) => {
          http
            .get(`${baseUrl}/bucket/key?X-Amz-Signature=SIGNATURE1`, (response) => {
              response.resume().on('end', resolve);
            })
            .on('error', reject);
        });
        // A customer's webhook endpoint, through the outbound policy.
        const policy = OutboundPolicy.fromAllowList(`127.0.0.1:${port}`);
        await safeFetch(`${baseUrl}/customer-hook?secret=HOOKSECRET`, { policy, method: 'POST', body: '{}' });
        job.end();
      });
      await untilSpans(tracing.recorder, 4);
      expect(received.map((request) => Boolean(request.traceparent))).toEqual([true, false]);
      expect(exported(tracing.recorder)).not.toContain('SIGNATURE1');
      // The test's own server traces both requests; of ours, only the internal call is a client span.
      const clients = tracing.recorder.spans().filter((span) => span.kind === SpanKind.CLIENT);
      expect(clients.map((span) => span.attributes['url.full'])).toEqual([`${baseUrl}/bucket/key`]);
    } finally {
      server.close();
      await tracing.stop();
    }
  });
});

describe("an incoming request's traceparent", () => {
  const callerTrace = 'f'.repeat(32);
  const traceparent = `00-${callerTrace}-${'a'.repeat(16)}-01`;

  async function serverSpanFor(trustIncomingTraceparent: boolean) {
    const tracing = instrumentHttp(httpInstrumentationConfig({ trustIncomingTraceparent }));
    const app = express();
    app.get('/api/ping', (_req, res) => res.send('pong'));
    const { server, baseUrl } = await listen(app);
    try {
      await (await fetch(`${baseUrl}/api/ping`, { headers: { traceparent } })).text();
      await untilSpans(tracing.recorder, 1);
      const [span] = tracing.recorder.spans();
      if (!span) throw new Error('no server span');
      return span;
    } finally {
      server.close();
      await tracing.stop();
    }
  }

  it('is ignored by default: a public caller neither chooses the trace id nor the parent', async () => {
    const span = await serverSpanFor(false);
    expect(span.spanContext().traceId).not.toBe(callerTrace);
    expect(span.parentSpanContext).toBeUndefined();
  });

  it('is continued when configured to be trusted (behind a proxy or mesh that owns it)', async () => {
    const span = await serverSpanFor(true);
    expect(span.spanContext().traceId).toBe(callerTrace);
  });
});
