import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually, heldRendering } from '@deckmill/testing';
import { clientIp, signUpAs } from './support/accounts';
import { rawExchange } from './support/raw-http';
import { connect } from 'node:net';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');

/** The sample CSV's rows repeated up to `rows`. */
function csvOf(rows: number): string {
  const [header = '', ...lines] = SAMPLE_CSV.trim().split('\n');
  const body = Array.from({ length: rows }, (_, index) => lines[index % lines.length] ?? '');
  return [header, ...body].join('\n');
}

/** Reads `bytes` of a response over a raw connection, then resets it: a browser tab closed mid-download. */
function leaveAfter(baseUrl: string, head: string, bytes: number): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = 0;
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => {
      socket.write(head);
      if (bytes === 0) socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= bytes) socket.destroy();
    });
  });
}

function openFileDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

describe('downloads and event streams a client abandons', () => {
  let stack: TestStack;
  let client: TestClient;
  let templateId: number;
  let mapping: string;
  /** Batches created while it holds stay `processing` until released. */
  const held = heldRendering();

  async function batch(csv: string): Promise<string> {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
    form.set('presentation[data_mapping]', mapping);
    const res = await client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    if (res.status !== 201) throw new Error(`bulk_create answered ${res.status}: ${res.text}`);
    return res.body.id;
  }

  /**
   * The process survived (its event loop answers at once) and its database, bus and storage answer: readiness
   * runs those checks with a 3 s limit each, which a loaded CI machine can miss once, so it is asked again
   * for a while. A failure shows the readiness report.
   */
  async function expectServing(): Promise<void> {
    expect((await client.get('/api/health/live')).status).toBe(200);
    const deadline = Date.now() + 20_000;
    let ready = await client.get<unknown>('/api/health/ready');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await client.get<unknown>('/api/health/ready');
    }
    const report = { status: ready.status, body: ready.body };
    expect(report).toEqual({ status: 200, body: expect.anything() });
  }

  function getHead(pathname: string): string {
    const cookie = `dm_session=${client.cookie('dm_session') ?? ''}`;
    return `GET ${pathname} HTTP/1.1\r\nHost: ${new URL(stack.baseUrl).host}\r\nCookie: ${cookie}\r\n\r\n`;
  }

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { imageSources: held.imageSources } } });
    client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    const userId = await signUpAs(client, 'abandons');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId, tier: 'professional' });
    const template = await client.post<{ id: number; placeholders: string[] }>('/api/app/samples/template');
    if (template.status !== 201) throw new Error(`sample template: ${template.status} ${template.text}`);
    templateId = template.body.id;
    mapping = JSON.stringify(Object.fromEntries(template.body.placeholders.map((name) => [name, name])));
  });

  afterAll(async () => {
    held.release();
    await stack?.stop();
  });

  it('survives clients leaving a ZIP download at several points, and serves the whole ZIP after', async () => {
    const id = await batch(csvOf(40));
    await eventually(
      async () =>
        (await client.get<{ status: string }>(`/api/app/presentations/${id}`)).body.status === 'completed',
      'the batch to complete',
      { timeoutMs: 50_000 },
    );
    const before = openFileDescriptors();
    for (const bytes of [0, 1, 200, 64 * 1024, 512 * 1024]) {
      await leaveAfter(stack.baseUrl, getHead(`/api/app/presentations/${id}/download`), bytes);
      await expectServing();
    }
    const whole = await client.fetch(`/api/app/presentations/${id}/download`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(512 * 1024);
    // Every abandoned download closed the objects it was reading.
    await eventually(
      () => openFileDescriptors() <= before + 2,
      'the abandoned downloads to release their files',
    );
  });

  it('stops polling for a progress stream whose client vanished, and keeps serving', async () => {
    // The batch stays processing while its rendering is held, so only the client leaving ends the polling.
    held.hold();
    const id = await batch(csvOf(4));
    const call = jest.spyOn(stack.app.get(RpcClient), 'call');
    const progressCalls = () => call.mock.calls.filter(([key]) => key === 'generation.get-progress').length;
    const head = getHead(`/api/app/presentations/${id}/events`);
    await leaveAfter(stack.baseUrl, head, 1);
    await rawExchange(stack.baseUrl, head, [], 'destroy');
    await expectServing();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settled = progressCalls();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(progressCalls()).toBe(settled);
    call.mockRestore();
    held.release();
  });
});
