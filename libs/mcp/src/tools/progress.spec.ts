import { getEventListeners } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { createDeckmillMcpServer } from '../deckmill-mcp-server';
import { mcpApiClient } from '../transports';
import { type ToolExtra, waitForBatch } from './progress';

const BATCH = '5b0f6a2e-0000-4000-8000-000000000001';

function batch(status: string, rowsDone: number) {
  return {
    id: BATCH,
    name: 'Offers',
    status,
    row_count: 3,
    rows_done: rowsDone,
    rows_failed: 0,
    rows: [],
  };
}

/**
 * API v1 answering each poll with the next state, then the last one again; counts the polls, and
 * `polled(n)` resolves once the n-th poll has been answered (a test waits for it instead of sleeping).
 */
function fakeApi(states: ReturnType<typeof batch>[]) {
  const polls = { count: 0 };
  const waiting: { count: number; resolve: () => void }[] = [];
  const fetchFake: typeof fetch = () => {
    const state = states[Math.min(polls.count, states.length - 1)];
    polls.count += 1;
    for (const waiter of waiting.filter((entry) => entry.count <= polls.count)) waiter.resolve();
    // Answered on the next turn of the event loop, as a real request is: a wait that forgot its pause would
    // then poll over and over and fail the count, instead of starving the loop in microtasks.
    const answer = new Response(JSON.stringify(state), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    return new Promise((resolve) => setImmediate(() => resolve(answer)));
  };
  const polled = (count: number) =>
    count <= polls.count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { api: mcpApiClient('http://deckmill.test', 'dmk_test', {}, fetchFake), polls, polled };
}

async function linked(states: ReturnType<typeof batch>[], pollIntervalMs = 5) {
  const { api, polls, polled } = fakeApi(states);
  const server = createDeckmillMcpServer({
    client: api,
    publicUrl: 'https://deckmill.example',
    localFiles: false,
    pollIntervalMs,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'spec', version: '1.0.0' });
  await client.connect(clientSide);
  return { client, polls, polled };
}

describe('wait_for_batch', () => {
  it('reports progress from 0 as rows finish, and answers the finished batch', async () => {
    const { client } = await linked([batch('processing', 0), batch('processing', 1), batch('completed', 3)]);
    const progress: Progress[] = [];
    const result = (await client.callTool(
      { name: 'wait_for_batch', arguments: { batch_id: BATCH } },
      undefined,
      {
        onprogress: (step) => progress.push(step),
      },
    )) as CallToolResult;
    expect(progress.map((step) => [step.progress, step.total])).toEqual([
      [0, undefined],
      [1, 3],
      [3, 3],
    ]);
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(JSON.parse(text)).toMatchObject({ finished: true, batch: { status: 'completed', rows_done: 3 } });
  });

  it('stops polling when the client cancels the call', async () => {
    // Timers faked: the next poll would come only when the clock passes a pause, so the test moves the clock
    // past several pauses after the cancellation and counts the polls, without waiting for real time.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const { client, polls, polled } = await linked([batch('processing', 0)], 1_000);
      const cancel = new AbortController();
      const waiting = client.callTool({ name: 'wait_for_batch', arguments: { batch_id: BATCH } }, undefined, {
        signal: cancel.signal,
      });
      await polled(1);
      await jest.advanceTimersByTimeAsync(1_000);
      await polled(2);
      cancel.abort();
      await expect(waiting).rejects.toThrow();
      await jest.advanceTimersByTimeAsync(5_000);
      // Without the cancellation reaching the tool, five more pauses would have ended in five more polls.
      expect(polls.count).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('waitForBatch', () => {
  it('answers the batch still running past its timeout, leaving no listener on the signal', async () => {
    const { api, polls } = fakeApi([batch('processing', 0)]);
    const abort = new AbortController();
    const extra = { signal: abort.signal, sendNotification: jest.fn() } as unknown as ToolExtra;
    const waited = await waitForBatch(api, BATCH, extra, { intervalMs: 5, timeoutMs: 60 });
    expect([waited.finished, waited.batch.status]).toEqual([false, 'processing']);
    expect(polls.count).toBeGreaterThan(2);
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('throws cancelled once the signal aborts during a pause', async () => {
    const { api, polled } = fakeApi([batch('processing', 0)]);
    const abort = new AbortController();
    const extra = { signal: abort.signal, sendNotification: jest.fn() } as unknown as ToolExtra;
    // A pause of a minute: only the abort can end it within the test's time.
    const waiting = waitForBatch(api, BATCH, extra, { intervalMs: 60_000, timeoutMs: 600_000 });
    await polled(1);
    abort.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'cancelled' });
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });
});
