import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger, type LoggerService } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import express from 'express';
import { setRequestActor } from '@deckmill/messaging';
import { recordSpans } from '@deckmill/messaging/testing';
import { accessLogMiddleware, type AccessLogRecord } from './access-log.middleware';
import { requestIdMiddleware } from './request-id.middleware';

interface Line {
  level: 'log' | 'debug';
  record: AccessLogRecord;
}

/** Nest's logger, recording what the middleware writes (and able to fail, as a broken transport would). */
class RecordingLogger implements LoggerService {
  readonly lines: Line[] = [];
  failing = false;
  log(message: unknown): void {
    this.record('log', message);
  }
  debug(message: unknown): void {
    this.record('debug', message);
  }
  readonly error = jest.fn();
  readonly warn = jest.fn();
  private record(level: Line['level'], message: unknown): void {
    if (this.failing) throw new Error('log transport down');
    this.lines.push({ level, record: message as AccessLogRecord });
  }
}

describe('accessLogMiddleware', () => {
  const logger = new RecordingLogger();
  let server: Server;
  let baseUrl: string;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    Logger.overrideLogger(logger);
    const app = express();
    app.use(requestIdMiddleware);
    // What the http instrumentation does with tracing on: the request runs in its server span.
    app.use((req, res, next) => {
      if (!req.path.startsWith('/api/traced')) return next();
      trace.getTracer('spec').startActiveSpan(`${req.method}`, (span) => {
        res.once('close', () => span.end());
        next();
      });
    });
    app.use(accessLogMiddleware);
    app.get('/api/traced/:id', (_req, res) => res.send('ok'));
    app.get('/api/batches/:id', (req, res) => {
      setRequestActor({ kind: 'user', userId: 'user-7' });
      res.json({ id: req.params.id, padding: 'x'.repeat(100) });
    });
    app.get('/api/links/:token', (_req, res) => res.send('file'));
    app.post('/api/app/invitations/:ref/accept', (_req, res) => res.json({}));
    app.get('/api/health/live', (_req, res) => res.send('ok'));
    app.get('/api/stream', (_req, res) => {
      res.write('a'.repeat(1000));
      res.end(Buffer.alloc(24));
    });
    app.get('/api/silent', () => undefined);
    app.get('/api/slow', (_req, res) => {
      res.write('partial');
      releaseSlow = () => res.end();
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    releaseSlow();
    server.close();
    await once(server, 'close');
    Logger.overrideLogger(false);
  });

  beforeEach(() => {
    logger.lines.length = 0;
    logger.failing = false;
  });

  async function lineFor(path: string): Promise<Line> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const line = logger.lines.find((entry) => entry.record.path === path);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no access log line for ${path}`);
  }

  it('writes one line per request: route, status, size, time, request and user id, no query string', async () => {
    const response = await fetch(`${baseUrl}/api/batches/42?token=secret-reset-token`, {
      headers: { 'x-request-id': 'req-access-0001' },
    });
    const body = await response.text();
    const line = await lineFor('/api/batches/42');
    expect(line.level).toBe('log');
    expect(line.record).toEqual({
      msg: 'request',
      method: 'GET',
      path: '/api/batches/42',
      route: '/api/batches/:id',
      status: 200,
      durationMs: expect.any(Number),
      bytes: Buffer.byteLength(body),
      aborted: false,
      requestId: 'req-access-0001',
      userId: 'user-7',
    });
    expect(JSON.stringify(logger.lines)).not.toContain('secret-reset-token');
    expect(logger.lines).toHaveLength(1);
  });

  it('counts every streamed chunk, and answers without a route have none', async () => {
    await (await fetch(`${baseUrl}/api/stream`)).arrayBuffer();
    expect((await lineFor('/api/stream')).record.bytes).toBe(1024);
    await (await fetch(`${baseUrl}/nowhere`)).text();
    const missing = (await lineFor('/nowhere')).record;
    expect(missing.status).toBe(404);
    expect(missing.route).toBeUndefined();
  });

  it('masks the bearer tokens a path carries: download links, invitations, long opaque segments', async () => {
    const token = `eyJrIjoidGVtcGxhdGVzLzEyMyJ9.${'s'.repeat(43)}`;
    await (await fetch(`${baseUrl}/api/links/${token}`)).text();
    expect((await lineFor('/api/links/:token')).record.route).toBe('/api/links/:token');
    await (await fetch(`${baseUrl}/api/app/invitations/invite-token-123/accept`, { method: 'POST' })).text();
    await lineFor('/api/app/invitations/:ref/accept');
    await (await fetch(`${baseUrl}/unrouted/${token}/x`)).text();
    expect((await lineFor('/unrouted/:redacted/x')).record.status).toBe(404);
    const written = JSON.stringify(logger.lines);
    expect(written).not.toContain(token.slice(0, 20));
    expect(written).not.toContain('invite-token-123');
  });

  it('writes health probes at debug level', async () => {
    await (await fetch(`${baseUrl}/api/health/live`)).text();
    expect((await lineFor('/api/health/live')).level).toBe('debug');
  });

  it('writes a line marked aborted when the client disconnects before the answer is complete', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/slow`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });
    const line = await lineFor('/api/slow');
    expect(line.record).toMatchObject({ aborted: true, bytes: 'partial'.length, route: '/api/slow' });
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logger.lines.filter((entry) => entry.record.path === '/api/slow')).toHaveLength(1);
  });

  it('writes no status for a request aborted before any was sent', async () => {
    await new Promise<void>((resolve) => {
      const request = http.get(`${baseUrl}/api/silent`);
      request.on('error', () => resolve());
      setTimeout(() => request.destroy(), 50);
    });
    const line = await lineFor('/api/silent');
    expect(line.record).toMatchObject({ aborted: true, status: null, bytes: 0 });
  });

  it("names the request's span after its route and its line after its trace", async () => {
    const recorder = recordSpans();
    try {
      await (await fetch(`${baseUrl}/api/traced/9`)).text();
      const line = await lineFor('/api/traced/9');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const span = recorder.span('GET /api/traced/:id');
      expect(span.attributes['http.route']).toBe('/api/traced/:id');
      expect(line.record.traceId).toBe(span.spanContext().traceId);
    } finally {
      await recorder.stop();
    }
  });

  it('never fails the request when logging fails', async () => {
    logger.failing = true;
    const response = await fetch(`${baseUrl}/api/batches/7`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: '7' });
  });
});
