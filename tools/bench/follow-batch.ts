import { setTimeout as sleep } from 'node:timers/promises';
import type { PresentationDetail, PresentationProgress } from '@deckmill/api-contracts';
import { PresentationProgressSchema } from '@deckmill/api-contracts';
import type { TestClient } from '@deckmill/server-harness';
import { serverSentBlocks } from '@deckmill/testing';

/** The web app's detail page reads the detail this often while a batch runs (`POLL_INTERVAL_MS`). */
const DETAIL_POLL_MS = 3000;
/** Before the stream is opened again (it ended, or was refused with a 5xx), as EventSource waits. */
const RECONNECT_MS = 1000;
const GIVE_UP_MS = 15 * 60_000;

const isFinal = (status: string) => status === 'completed' || status === 'failed' || status === 'cancelled';

function parseProgress(data: string): PresentationProgress | undefined {
  try {
    const parsed = PresentationProgressSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The detail, or nothing when generation missed its deadline (503/504 on a busy machine): read again later. */
async function readDetail(client: TestClient, id: string): Promise<PresentationDetail | undefined> {
  const res = await client.get<PresentationDetail>(`/api/app/presentations/${id}`);
  if (res.status === 504 || res.status === 503) {
    process.stderr.write(`  detail read answered ${res.status}; reading again later\n`);
    return undefined;
  }
  if (res.status !== 200) throw new Error(`detail: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Follows a batch to its end as a person on the web app's detail page does: the progress stream (the gateway
 * asks generation once a second and sends each change), the detail read every 3 s, and the detail read once
 * more when the batch ended (for its download link). The bench used to read the detail every 100 ms, 30 times
 * the page's rate: about 4 statements a read, counted in the product's CPU. `onProgress` sees every change the
 * stream or a detail read brings, so progress is known to within about a second, the stream's period.
 * Throws when the batch has not ended after 15 minutes, or when a read is refused (4xx, or a detail 5xx other
 * than a missed deadline); the caller's clean-up runs either way.
 */
export async function followBatch(
  client: TestClient,
  id: string,
  onProgress: (progress: PresentationProgress) => void,
): Promise<PresentationDetail> {
  // Ends the stream's read, the detail reads and the waits: at a final state, a failure or the deadline.
  const ended = new AbortController();
  const deadline = setTimeout(() => ended.abort(new Error('batch did not finish in 15 minutes')), GIVE_UP_MS);
  const fail = (error: unknown) => {
    if (!ended.signal.aborted) ended.abort(error instanceof Error ? error : new Error(String(error)));
  };
  let final: PresentationProgress | undefined;
  const see = (progress: PresentationProgress) => {
    onProgress(progress);
    if (isFinal(progress.status) && !final) {
      final = progress;
      ended.abort();
    }
  };
  const waitOr = (ms: number) => sleep(ms, undefined, { signal: ended.signal }).catch(() => undefined);

  const polling = (async () => {
    await waitOr(DETAIL_POLL_MS);
    while (!ended.signal.aborted) {
      const detail = await readDetail(client, id);
      if (detail && !ended.signal.aborted) see(detail);
      await waitOr(DETAIL_POLL_MS);
    }
  })().catch(fail);

  const streaming = (async () => {
    while (!ended.signal.aborted) {
      const response = await client.fetch(`/api/app/presentations/${id}/events`, {
        headers: { accept: 'text/event-stream' },
        signal: ended.signal,
      });
      // Refused for good, as the web app's EventSource would be: the batch is gone or access was lost.
      if (response.status >= 400 && response.status < 500) {
        throw new Error(`progress stream: ${response.status} ${await response.text()}`);
      }
      if (response.status === 200) {
        for await (const { event } of serverSentBlocks(response)) {
          const progress = event?.event === 'progress' ? parseProgress(event.data) : undefined;
          if (progress) see(progress);
          if (ended.signal.aborted) break;
        }
      } else {
        await response.body?.cancel();
      }
      await waitOr(RECONNECT_MS);
    }
    // The stream's read ends with an abort error when the batch ended (or failed) elsewhere: `fail` ignores it.
  })().catch(fail);

  await Promise.all([polling, streaming]);
  clearTimeout(deadline);
  if (!final)
    throw ended.signal.reason instanceof Error ? ended.signal.reason : new Error('batch not followed');
  // The page reloads the detail at the end: its status and download link, once the batch is settled.
  for (let reads = 0; ; reads += 1) {
    const detail = await readDetail(client, id);
    if (detail && isFinal(detail.status)) return detail;
    if (reads > 600)
      throw new Error(`the stream said ${final.status}, the detail did not follow in a minute`);
    await sleep(100);
  }
}
