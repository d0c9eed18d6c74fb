import { setTimeout as sleep } from 'node:timers/promises';
import type { PresentationDetail, PresentationProgress } from '@deckmill/api-contracts';
import { PresentationProgressSchema } from '@deckmill/api-contracts';
import type { TestClient } from '@deckmill/server-harness';

/** The web app's detail page polls the detail this often while a batch runs (`POLL_INTERVAL_MS`). */
const DETAIL_POLL_MS = 3000;
const GIVE_UP_MS = 15 * 60_000;

const isFinal = (status: string) => status === 'completed' || status === 'failed' || status === 'cancelled';

/** The `progress` events of one server-sent event stream, in order, until the server ends it. */
async function* progressEvents(response: Response): AsyncGenerator<PresentationProgress> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    pending += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const block = pending.slice(0, end).split('\n');
      pending = pending.slice(end + 2);
      if (!block.includes('event: progress')) continue;
      const data = block.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
      const parsed = PresentationProgressSchema.safeParse(JSON.parse(data));
      if (parsed.success) yield parsed.data;
    }
  }
}

async function readDetail(client: TestClient, id: string): Promise<PresentationDetail | undefined> {
  const res = await client.get<PresentationDetail>(`/api/app/presentations/${id}`);
  // Workers busy rendering on an overloaded machine can miss an RPC's deadline: the next read tries again.
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
 * more when the stream says the batch ended (for its download link). The bench used to read the detail every
 * 100 ms, 30 times the page's rate: about 4 statements a read, counted in the product's CPU.
 * `onProgress` sees every change the stream or a detail read brings; progress is therefore known to within
 * about a second (the stream's period), completion included.
 */
export async function followBatch(
  client: TestClient,
  id: string,
  onProgress: (progress: PresentationProgress) => void,
): Promise<PresentationDetail> {
  const started = performance.now();
  const stopPolling = new AbortController();
  let finalSeen = false;
  const see = (progress: PresentationProgress) => {
    onProgress(progress);
    if (isFinal(progress.status)) finalSeen = true;
  };
  const polling = (async () => {
    while (!stopPolling.signal.aborted) {
      await sleep(DETAIL_POLL_MS, undefined, { signal: stopPolling.signal }).catch(() => undefined);
      if (stopPolling.signal.aborted) return;
      const detail = await readDetail(client, id);
      if (detail) see(detail);
    }
  })();
  try {
    // The stream ends at a final state, after 30 minutes, or when a read fails; the detail reads go on meanwhile.
    while (!finalSeen) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error('batch did not finish in 15 minutes');
      const response = await client.fetch(`/api/app/presentations/${id}/events`, {
        headers: { accept: 'text/event-stream' },
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        await sleep(1000);
        continue;
      }
      for await (const progress of progressEvents(response)) {
        see(progress);
        if (finalSeen) break;
      }
    }
  } finally {
    stopPolling.abort();
    await polling.catch(() => undefined);
  }
  for (;;) {
    const detail = await readDetail(client, id);
    if (detail && isFinal(detail.status)) return detail;
    if (performance.now() - started > GIVE_UP_MS) throw new Error('batch did not finish in 15 minutes');
    await sleep(100);
  }
}
