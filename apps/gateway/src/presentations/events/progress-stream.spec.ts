import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import type { PresentationProgress } from '@deckmill/api-contracts';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, ServiceException } from '@deckmill/messaging';
import { streamProgress, type ProgressStreamTiming } from './progress-stream';

const FAST: ProgressStreamTiming = { pollMs: 5, keepAliveMs: 1000, maxMs: 10_000 };

/** Enough of an express Response to record what the stream writes and to simulate a client leaving. */
class FakeResponse extends EventEmitter {
  statusCode = 0;
  readonly headers = new Map<string, string>();
  readonly chunks: string[] = [];
  writableEnded = false;
  /** Set once the connection is gone (Node sets it before emitting 'close'). */
  destroyed = false;

  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }
  headersFlushed = false;
  flushHeaders(): void {
    this.headersFlushed = true;
  }
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.writableEnded = true;
    this.emit('close');
  }
  /** The client went away. */
  disconnect(): void {
    this.destroyed = true;
    this.emit('close');
  }
  progressEvents(): PresentationProgress[] {
    return this.chunks
      .filter((chunk) => chunk.startsWith('event: progress\n'))
      .map((chunk) => JSON.parse(chunk.split('\n')[1]?.slice('data: '.length) ?? '') as PresentationProgress);
  }
}

function progress(status: PresentationProgress['status'], done: number): PresentationProgress {
  return { id: 'b', status, row_count: 4, rows_done: done, rows_failed: 0, progress: done * 25 };
}

/** `next()` answers these in turn, then the last one forever. */
function answers(...list: Array<PresentationProgress | Error>) {
  const next = jest.fn(() => {
    const answer = list.length > 1 ? list.shift() : list[0];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as PresentationProgress);
  });
  return next;
}

describe('streamProgress', () => {
  it('never polls for a client that left while its access was being checked', async () => {
    const res = new FakeResponse();
    res.disconnect();
    const next = answers(progress('processing', 1));
    await streamProgress(res as unknown as Response, progress('processing', 0), next, { timing: FAST });
    await new Promise((resolve) => setTimeout(resolve, 5 * FAST.pollMs));
    expect(next).not.toHaveBeenCalled();
    expect(res.chunks).toEqual([]);
  });

  it('sends the first state, then only changes, and ends after the final state', async () => {
    const res = new FakeResponse();
    const next = answers(
      progress('processing', 1),
      progress('processing', 1),
      progress('processing', 3),
      progress('completed', 4),
    );
    await streamProgress(res as unknown as Response, progress('pending', 0), next, { timing: FAST });

    expect(res.statusCode).toBe(200);
    expect(res.headersFlushed).toBe(true);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('connection')).toBe('keep-alive');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.progressEvents().map((p) => [p.status, p.rows_done])).toEqual([
      ['pending', 0],
      ['processing', 1],
      ['processing', 3],
      ['completed', 4],
    ]);
    expect(next).toHaveBeenCalledTimes(4);
    expect(res.writableEnded).toBe(true);
  });

  it('ends after a cancel, the cancelled state sent last', async () => {
    const res = new FakeResponse();
    const next = answers(progress('processing', 2), progress('cancelled', 2), progress('processing', 3));
    await streamProgress(res as unknown as Response, progress('processing', 1), next, { timing: FAST });
    expect(res.progressEvents().map((p) => [p.status, p.rows_done])).toEqual([
      ['processing', 1],
      ['processing', 2],
      ['cancelled', 2],
    ]);
    expect(next).toHaveBeenCalledTimes(2);
    expect(res.writableEnded).toBe(true);
  });

  it('does not poll at all for a batch that is already finished', async () => {
    const res = new FakeResponse();
    const next = answers(progress('completed', 4));
    await streamProgress(res as unknown as Response, progress('failed', 0), next, { timing: FAST });
    expect(res.progressEvents()).toHaveLength(1);
    expect(next).not.toHaveBeenCalled();
    expect(res.writableEnded).toBe(true);
  });

  it('stops polling as soon as the client disconnects', async () => {
    const res = new FakeResponse();
    const next = answers(progress('processing', 1));
    const streaming = streamProgress(res as unknown as Response, progress('processing', 1), next, {
      timing: { ...FAST, pollMs: 20 },
    });
    while (next.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    res.disconnect();
    await streaming;
    const calls = next.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(next).toHaveBeenCalledTimes(calls);
  });

  it('ends the stream when access is lost mid-way (404) or generation fails', async () => {
    for (const failure of [
      new DomainException(DomainErrors.notFound('presentation_not_found', 'Presentation not found.')),
      new ServiceException({ kind: 'unavailable', error: 'unavailable' }),
    ]) {
      const res = new FakeResponse();
      const next = answers(progress('processing', 2), failure, progress('processing', 3));
      await streamProgress(res as unknown as Response, progress('processing', 1), next, { timing: FAST });
      expect(res.progressEvents().map((p) => p.rows_done)).toEqual([1, 2]);
      expect(next).toHaveBeenCalledTimes(2);
      expect(res.writableEnded).toBe(true);
    }
  });

  it('writes a keep-alive comment while nothing changes', async () => {
    const res = new FakeResponse();
    const next = answers(progress('processing', 1));
    const stop = new AbortController();
    const keepAlives = () => res.chunks.filter((chunk) => chunk === ': keep-alive\n\n').length;
    const streaming = streamProgress(res as unknown as Response, progress('processing', 1), next, {
      timing: { pollMs: 5, keepAliveMs: 10, maxMs: 10 * 60_000 },
      stop: stop.signal,
    });
    // However slow the machine, the comments come while the stream is open; then it is stopped.
    while (keepAlives() < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    await streaming;
    expect(res.progressEvents()).toHaveLength(1);
    expect(res.writableEnded).toBe(true);
  });

  it('ends by itself after the longest stream time', async () => {
    const res = new FakeResponse();
    const next = answers(progress('processing', 1));
    await streamProgress(res as unknown as Response, progress('processing', 1), next, {
      timing: { pollMs: 5, keepAliveMs: 1000, maxMs: 50 },
    });
    expect(next).toHaveBeenCalled();
    expect(res.progressEvents()).toHaveLength(1);
    expect(res.writableEnded).toBe(true);
  });

  it('ends open streams when told to stop (shutdown)', async () => {
    const res = new FakeResponse();
    const stop = new AbortController();
    const streaming = streamProgress(
      res as unknown as Response,
      progress('processing', 1),
      answers(progress('processing', 1)),
      {
        timing: FAST,
        stop: stop.signal,
      },
    );
    stop.abort();
    await streaming;
    expect(res.writableEnded).toBe(true);
  });

  it('sends the state and ends a stream asked for after shutdown began, polling nothing', async () => {
    const res = new FakeResponse();
    const stop = new AbortController();
    stop.abort();
    const next = answers(progress('processing', 2));
    await streamProgress(res as unknown as Response, progress('processing', 1), next, {
      timing: FAST,
      stop: stop.signal,
    });
    expect(res.progressEvents()).toEqual([progress('processing', 1)]);
    expect(res.writableEnded).toBe(true);
    expect(next).not.toHaveBeenCalled();
  });

  it('ends at once when shutdown begins during a poll that does not answer', async () => {
    const res = new FakeResponse();
    const stop = new AbortController();
    let asked = () => undefined as void;
    const polled = new Promise<void>((resolve) => (asked = resolve));
    const next = jest.fn(() => {
      asked();
      return new Promise<PresentationProgress>(() => undefined);
    });
    const streaming = streamProgress(res as unknown as Response, progress('processing', 1), next, {
      timing: FAST,
      stop: stop.signal,
    });
    await polled;
    stop.abort();
    await streaming;
    expect(res.writableEnded).toBe(true);
  });
});
