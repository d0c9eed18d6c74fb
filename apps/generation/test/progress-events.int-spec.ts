import type { PresentationProgress } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, TestClient, type TestStack } from '@deckmill/server-harness';
import { heldRendering, serverSentBlocks, type ServerSentEvent } from '@deckmill/testing';
import { markDone } from '../src/batches/batch-repository/progress-statements';
import {
  bulkCreate,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { explainEach, scansOf, type ExplainedStatement } from './support/query-plans';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { createTeam, joinTeam, removeFromTeam, uploadTeamTemplate } from './support/team-helpers';

/** An open event stream: its events and comments as they arrive, and whether the server ended it. */
interface EventStream {
  readonly response: Response;
  readonly events: ServerSentEvent[];
  readonly comments: string[];
  /** Settles when the server ends the stream (or the client aborts it). */
  readonly ended: Promise<void>;
  abort(): void;
}

/** Opens `/events` and parses the stream (text/event-stream framing: blank-line separated fields). */
async function openEvents(client: TestClient, id: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await client.fetch(`/api/app/presentations/${id}/events`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  const read = async () => {
    try {
      for await (const block of serverSentBlocks(response)) {
        comments.push(...block.comments);
        if (block.event) events.push(block.event);
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  };
  return { response, events, comments, ended: read(), abort: () => controller.abort() };
}

function progressOf(stream: EventStream): PresentationProgress[] {
  return stream.events.map((event) => {
    expect(event.event).toBe('progress');
    return JSON.parse(event.data) as PresentationProgress;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Batches created while it holds stay `processing` until released. */
const held = heldRendering();

/** A batch that stays `processing` until the test releases it (the stack's rendering held meanwhile). */
async function heldBatch(owner: TestUser, templateId: number, rows = 4): Promise<string> {
  held.hold();
  const created = await bulkCreate(owner, { templateId, csv: sampleCsv(rows) });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('generation: live progress as server-sent events', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;
  /** Every `generation.get-progress` the gateway makes (the spy calls through to the real service). */
  let progressCalls: () => number;

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { imageSources: held.imageSources } } });
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
    const call = jest.spyOn(stack.app.get(RpcClient), 'call');
    progressCalls = () => call.mock.calls.filter(([key]) => key === 'generation.get-progress').length;
  });

  afterEach(() => held.release());

  afterAll(() => stack.stop());

  it('streams a real batch’s progress, only when it changed, up to completed, then ends the stream', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(300) });
    expect(created.status).toBe(201);
    const stream = await openEvents(owner.client, created.body.id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');

    await stream.ended;
    const updates = progressOf(stream);
    // At least the state when the stream opened and the final one.
    expect(updates.length).toBeGreaterThanOrEqual(2);
    const last = updates[updates.length - 1];
    expect(last).toEqual({
      id: created.body.id,
      status: 'completed',
      row_count: 300,
      rows_done: 300,
      rows_failed: 0,
      progress: 100,
    });
    expect(updates.filter((update) => update.status === 'completed')).toHaveLength(1);
    for (const [index, update] of updates.entries()) {
      const previous = updates[index - 1];
      if (!previous) continue;
      expect(update.rows_done + update.rows_failed).toBeGreaterThanOrEqual(
        previous.rows_done + previous.rows_failed,
      );
      expect(update.progress).toBeGreaterThanOrEqual(previous.progress);
      // Sent only on a change.
      expect(update).not.toEqual(previous);
    }
    // The detail agrees with the stream's last word.
    const detail = await waitForStatus(owner, created.body.id);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 300, progress: 100 });
  });

  it('sends the final state at once and ends for a batch that is already finished', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(2) });
    await waitForStatus(owner, created.body.id);
    const stream = await openEvents(owner.client, created.body.id);
    await stream.ended;
    expect(progressOf(stream)).toEqual([expect.objectContaining({ status: 'completed', rows_done: 2 })]);
  });

  it('answers 404 as JSON, before any stream, for someone else’s batch or an unknown id; 401 anonymously', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(2) });
    const stranger = await newUser(stack);
    for (const id of [created.body.id, '3f0c2a1e-5b7d-4c9e-8a6f-0123456789ab', 'not-an-id']) {
      const res = await stranger.client.get<{ error: string }>(`/api/app/presentations/${id}/events`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.body.error).toMatch(/not found/i);
    }
    const anonymous = new TestClient(stack.baseUrl);
    expect((await anonymous.get(`/api/app/presentations/${created.body.id}/events`)).status).toBe(401);
  });

  it('serves an API key like a session', async () => {
    const key = await owner.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'progress',
    });
    expect(key.status).toBe(201);
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(2) });
    await waitForStatus(owner, created.body.id);
    const stream = await openEvents(api, created.body.id);
    expect(stream.response.status).toBe(200);
    await stream.ended;
    expect(progressOf(stream).at(-1)).toMatchObject({ status: 'completed' });
  });

  it('is documented in the OpenAPI document as a text/event-stream route', async () => {
    const doc = await new TestClient(stack.baseUrl).get<{
      paths: Record<string, { get?: { summary?: string; responses?: Record<string, { content?: object }> } }>;
    }>('/api/openapi.json');
    const route = doc.body.paths['/api/app/presentations/{id}/events']?.get;
    expect(route?.summary).toMatch(/server-sent events/);
    expect(Object.keys(route?.responses?.['200']?.content ?? {})).toContain('text/event-stream');
  });

  it('stops asking generation as soon as the client goes away', async () => {
    const id = await heldBatch(owner, templateId);
    const stream = await openEvents(owner.client, id);
    expect(stream.response.status).toBe(200);
    const atOpen = progressCalls();
    // The stream is polling: two more calls, a second apart.
    for (const deadline = Date.now() + 5000; progressCalls() < atOpen + 2 && Date.now() < deadline;) {
      await sleep(100);
    }
    expect(progressCalls()).toBeGreaterThanOrEqual(atOpen + 2);

    stream.abort();
    await stream.ended;
    // Give an in-flight poll time to settle, then nothing more may come.
    await sleep(300);
    const afterAbort = progressCalls();
    await sleep(3000);
    expect(progressCalls()).toBe(afterAbort);
    // The batch was still running, so only the disconnect stopped the polling.
    const detail = await owner.client.get<PresentationProgress>(`/api/app/presentations/${id}`);
    expect(detail.body.status).toBe('processing');
  });

  it('re-checks access on every poll: a member removed from the team loses the stream mid-way', async () => {
    const member = await newUser(stack);
    const team = await createTeam(owner);
    await joinTeam(owner, team, member);
    const teamTemplate = await uploadTeamTemplate(owner, team);
    const id = await heldBatch(owner, teamTemplate);

    const stream = await openEvents(member.client, id);
    expect(stream.response.status).toBe(200);
    await removeFromTeam(owner, team, member);
    await stream.ended;
    expect(progressOf(stream).length).toBeGreaterThan(0);
    expect(
      progressOf(stream).every((update) => update.status === 'pending' || update.status === 'processing'),
    ).toBe(true);
    const detail = await owner.client.get<PresentationProgress>(`/api/app/presentations/${id}`);
    expect(detail.body.status).toBe('processing');
    expect((await member.client.get(`/api/app/presentations/${id}/events`)).status).toBe(404);
  });

  it('counts a chunk’s rows by both key columns, never by reading the whole batch at every chunk', async () => {
    // Looked up by batch alone, a 10,000-row batch's count took 25 ms per chunk at its start and 110-140 ms
    // past its middle. The plan is PostgreSQL's own, asked for the statement as it runs, on a batch just made
    // (as every batch is when its chunks are counted: no statistics know it yet).
    const id = await heldBatch(owner, templateId, 2000);
    const plans: ExplainedStatement[] = [];
    const rolledBack = new Error('roll back: the batch is left as it was');
    const decks = Array.from({ length: 25 }, (_, index) => ({
      rowNumber: 1201 + index,
      outputKey: `decks/${index}.pptx`,
      sizeBytes: 1,
      attempts: 1,
      notes: [],
    }));
    try {
      await stack.dataSource
        ?.transaction(async (manager) => {
          const runner = manager.queryRunner;
          if (!runner) throw new Error('a transaction has its runner');
          const stopExplaining = explainEach(runner, plans);
          let marked;
          try {
            marked = await markDone(manager, id, decks);
          } finally {
            // The rollback's own statement must go through the runner as it is.
            stopExplaining();
          }
          expect(marked).toEqual({ moved: 25, complete: false });
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      expect(plans).toHaveLength(1);
      // Every scan of the rows' table is bounded to the chunk's rows by the key's index.
      const rowScans = scansOf(plans[0]?.nodes ?? [], 'batch_rows');
      expect(rowScans.length).toBeGreaterThan(0);
      for (const scan of rowScans) expect(scan).toMatch(/Scan.*: .*row_number >= 1201.*row_number <= 1225/);
    } finally {
      // 2,000 held rows would otherwise render before the stack stops.
      const cancelled = await owner.client.post(`/api/app/presentations/${id}/cancel`);
      expect(cancelled.status).toBe(200);
    }
  });
});
