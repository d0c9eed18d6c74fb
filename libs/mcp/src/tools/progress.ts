import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { DeckmillApiError, type DeckmillClient } from '@deckmill/api-client';
import type { V1Batch } from '@deckmill/api-contracts';

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Tells the client how far a long call is, when it asked (its request carried a progress token). */
export async function reportProgress(
  extra: ToolExtra,
  progress: number,
  total: number | undefined,
  message: string,
): Promise<void> {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return;
  await extra.sendNotification({
    method: 'notifications/progress',
    params: { progressToken, progress, ...(total === undefined ? {} : { total }), message },
  });
}

/** Resolves after `ms`, or at once when the signal aborts; its listener is removed either way (polls add up). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

export interface WaitForBatch {
  readonly intervalMs: number;
  readonly timeoutMs: number;
}

/**
 * Polls the batch until it is no longer pending or processing. Progress notifications (rows finished of
 * row_count) go out when the call starts and each time more rows finished, so their values only grow, as the
 * protocol wants. The answer carries the final state: a client may drop a notification that arrives together
 * with the answer (the SDK's client does). A client that cancels the call stops the polling, not the batch.
 * Past the timeout the batch is answered as it is (still running), not as an error: the agent may wait again.
 */
export async function waitForBatch(
  client: DeckmillClient,
  batchId: string,
  extra: ToolExtra,
  { intervalMs, timeoutMs }: WaitForBatch,
): Promise<{ batch: V1Batch; finished: boolean }> {
  const deadline = Date.now() + timeoutMs;
  await reportProgress(extra, 0, undefined, `Waiting for batch ${batchId}`);
  let reported = 0;
  for (;;) {
    const batch = await client.batches.get(batchId);
    const finished = batch.status !== 'pending' && batch.status !== 'processing';
    const rowsFinished = batch.rows_done + batch.rows_failed;
    if (rowsFinished > reported) {
      reported = rowsFinished;
      await reportProgress(
        extra,
        rowsFinished,
        batch.row_count,
        `${batch.status}: ${batch.rows_done} of ${batch.row_count} deck(s) made, ${batch.rows_failed} failed`,
      );
    }
    if (finished || Date.now() >= deadline) return { batch, finished };
    await pause(intervalMs, extra.signal);
    if (extra.signal.aborted) throw new DeckmillApiError(0, 'cancelled', 'The client cancelled the wait.');
  }
}
