import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import { runWithRequestContext } from '@deckmill/messaging';
import { recordSpans } from '@deckmill/messaging/testing';
import { createLogger, PinoNestLogger } from './logger';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', service: 'spec' }, sink) };
}

describe('the logger', () => {
  it('writes a structured record as JSON fields, with the request id of the context', () => {
    const { lines, logger } = capturedLogger();
    const nest = new PinoNestLogger(logger);
    runWithRequestContext({ requestId: 'req-log-1', userId: 'user-3' }, () => {
      nest.log({ msg: 'request', status: 201, route: '/api/users' }, 'HTTP');
      nest.debug('plain text', 'Bus');
    });
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      status: 201,
      route: '/api/users',
      context: 'HTTP',
      requestId: 'req-log-1',
      userId: 'user-3',
    });
    expect(lines[1]).toMatchObject({ level: 20, msg: 'plain text', context: 'Bus' });
    expect(lines[0]).not.toHaveProperty('traceId');
  });

  it('names the trace and span a line was written in, with tracing on', async () => {
    const recorder = recordSpans();
    try {
      const { lines, logger } = capturedLogger();
      const ids = trace.getTracer('spec').startActiveSpan('work', (span) => {
        logger.info('inside');
        span.end();
        return span.spanContext();
      });
      logger.info('outside');
      expect(lines[0]).toMatchObject({ msg: 'inside', traceId: ids.traceId, spanId: ids.spanId });
      expect(lines[1]).not.toHaveProperty('traceId');
    } finally {
      await recorder.stop();
    }
  });
});
