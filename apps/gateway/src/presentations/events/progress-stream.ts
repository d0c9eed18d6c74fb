import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'express';
import type { PresentationProgress } from '@deckmill/api-contracts';

export interface ProgressStreamTiming {
  /** How often generation is asked for the batch's progress. */
  readonly pollMs: number;
  /** How often a comment line keeps proxies from closing a quiet stream. */
  readonly keepAliveMs: number;
  /** How long one stream may stay open; the browser's EventSource then reconnects by itself. */
  readonly maxMs: number;
}

export const PROGRESS_STREAM_TIMING: ProgressStreamTiming = {
  pollMs: 1000,
  keepAliveMs: 15_000,
  maxMs: 30 * 60 * 1000,
};

function isFinal(progress: PresentationProgress): boolean {
  return progress.status === 'completed' || progress.status === 'failed' || progress.status === 'cancelled';
}

function sameProgress(a: PresentationProgress, b: PresentationProgress): boolean {
  return (
    a.status === b.status &&
    a.rows_done === b.rows_done &&
    a.rows_failed === b.rows_failed &&
    a.row_count === b.row_count
  );
}

/** `poll`'s answer, or nothing as soon as the signal aborts (the poll is then left to settle unobserved). */
async function unlessAborted<T>(poll: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return undefined;
  let onAbort = () => undefined as void;
  const aborted = new Promise<undefined>((resolve) => (onAbort = () => resolve(undefined)));
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([poll, aborted]);
  } finally {
    // One listener per poll for up to 30 minutes would pile up on the stream's signal.
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a batch's progress as server-sent events: `first` at once, then whatever `next()` answers once a
 * second, only when it changed, until the batch is completed, failed or cancelled (that state is sent, then the
 * stream ends), the client goes away (polling stops at once), `maxMs` passed, `stop` aborts (shutdown), or `next()`
 * fails. `next()` re-checks access on every call, so a 404 mid-stream ends it; the client's reconnect then
 * gets the 404 itself. `first` must come from an access check made before this is called, so someone else's
 * batch is answered as JSON 404 and never opens a stream.
 */
export async function streamProgress(
  res: Response,
  first: PresentationProgress,
  next: () => Promise<PresentationProgress>,
  options: { timing?: ProgressStreamTiming; stop?: AbortSignal } = {},
): Promise<void> {
  // A client that left while its access was checked is gone already: its 'close' will never come again, and
  // the loop below would poll for it until the batch ends (up to 30 minutes).
  if (res.destroyed) return;
  const timing = options.timing ?? PROGRESS_STREAM_TIMING;
  const closed = new AbortController();
  const close = () => closed.abort();
  res.on('close', close);
  options.stop?.addEventListener('abort', close, { once: true });
  // A stream asked for while the gateway is already shutting down would otherwise hold its HTTP server open
  // until the batch finishes: it gets the current state and ends, and the client reconnects elsewhere.
  if (options.stop?.aborted) close();

  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'keep-alive');
  // nginx and similar proxies would otherwise buffer the stream and deliver the events in bursts.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();

  const send = (progress: PresentationProgress) =>
    res.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), timing.keepAliveMs);
  const deadline = Date.now() + timing.maxMs;
  let last = first;
  send(first);
  try {
    while (!isFinal(last) && Date.now() < deadline) {
      await sleep(timing.pollMs, undefined, { signal: closed.signal });
      // A poll in flight when the client leaves or shutdown begins is not waited for: during shutdown the bus
      // may answer only at its timeout, and the stream would hold the HTTP server open that long.
      if (closed.signal.aborted) break;
      const current = await unlessAborted(next(), closed.signal);
      if (closed.signal.aborted || current === undefined) break;
      if (!sameProgress(current, last)) send(current);
      last = current;
    }
  } catch {
    // The client left (the sleep was aborted), access was lost (404) or generation could not answer: the
    // stream ends either way; a client still there reconnects and gets the current answer.
  } finally {
    clearInterval(keepAlive);
    res.off('close', close);
    options.stop?.removeEventListener('abort', close);
    if (!res.writableEnded) res.end();
  }
}
