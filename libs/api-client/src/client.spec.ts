import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeckmillClient } from './client';
import { DeckmillApiError } from './errors';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

type Answer = { status: number; type?: string; body: string | Buffer };

/** A tiny local server: records each request and answers what the test queued for it. */
function localServer() {
  const seen: Seen[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const answer = answers.shift() ?? { status: 500, body: 'nothing queued' };
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      res.end(answer.body);
    });
  });
  return { server, seen, answers };
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const BATCH = { id: 'b1', object: 'batch', status: 'pending', row_count: 2 };

describe('DeckmillClient against a local HTTP server', () => {
  const local = localServer();
  let client: DeckmillClient;

  beforeAll(async () => {
    await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
    const { port } = local.server.address() as AddressInfo;
    client = new DeckmillClient({ baseUrl: `http://127.0.0.1:${port}/`, apiKey: 'dm_test_key' });
  });
  afterAll(() => new Promise((resolve) => local.server.close(resolve)));
  beforeEach(() => {
    local.seen.length = 0;
    local.answers.length = 0;
  });

  it('posts JSON rows with the key and the Idempotency-Key, and answers the created batch', async () => {
    local.answers.push(json(202, BATCH));
    const rows = [{ first_name: 'Ada' }, { first_name: 'Grace' }];
    const created = await client.batches.create({ template_id: 7, rows, formats: ['pdf'] }, 'retry-1');
    expect(created).toEqual(BATCH);
    const [request] = local.seen;
    expect([request.method, request.url]).toEqual(['POST', '/api/v1/batches']);
    expect(request.headers['authorization']).toBe('Bearer dm_test_key');
    expect(request.headers['idempotency-key']).toBe('retry-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ template_id: 7, rows, formats: ['pdf'] });
  });

  it('uploads a workbook as a dataset with its sheet, then names it in a batch', async () => {
    const dataset = { id: 'd1', object: 'dataset', format: 'xlsx', sheet: 'Offers', row_count: 2 };
    local.answers.push(json(201, dataset), json(202, BATCH));
    const bytes = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]);
    expect(await client.datasets.upload(bytes, 'q3.xlsx', { sheet: 'Offers' })).toEqual(dataset);
    await client.batches.create({ template_id: 7, dataset_id: 'd1', mapping: { company: 'Company' } });
    const [upload, create] = local.seen;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/v1/datasets']);
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toMatch(/name="file"; filename="q3\.xlsx"/);
    expect(upload.body).toMatch(/name="sheet"\r\n\r\nOffers\r\n/);
    expect(upload.body).not.toMatch(/name="encoding"/);
    expect(JSON.parse(create.body)).toEqual({
      template_id: 7,
      dataset_id: 'd1',
      mapping: { company: 'Company' },
    });
  });

  it('deletes a batch and answers what was deleted; a running batch throws the 409', async () => {
    const gone = { id: 'b1', object: 'batch', deleted: true };
    local.answers.push(
      json(200, gone),
      json(409, { error: { code: 'batch_not_finished', message: 'Still being generated.' } }),
    );
    expect(await client.batches.delete('b1')).toEqual(gone);
    await expect(client.batches.delete('b2')).rejects.toBeInstanceOf(DeckmillApiError);
    expect(local.seen.map((request) => [request.method, request.url])).toEqual([
      ['DELETE', '/api/v1/batches/b1'],
      ['DELETE', '/api/v1/batches/b2'],
    ]);
  });

  it('sends the Idempotency-Key of a template upload, a webhook create and a secret rotation', async () => {
    const hook = { id: 'w1', object: 'webhook', secret: 'whsec_x' };
    local.answers.push(json(201, { id: 7, object: 'template' }), json(201, hook), json(200, hook));
    await client.templates.upload(new Blob(['PK-deck']), 'offer.pptx', 'Offer', 'tpl-1');
    await client.webhooks.create({ url: 'https://hooks.example.com', events: ['batch.completed'] }, 'hook-1');
    await client.webhooks.rotateSecret('w1', 'rotate-1');
    expect(local.seen.map((request) => [request.url, request.headers['idempotency-key']])).toEqual([
      ['/api/v1/templates', 'tpl-1'],
      ['/api/v1/webhooks', 'hook-1'],
      ['/api/v1/webhooks/w1/rotate_secret', 'rotate-1'],
    ]);
  });

  it('uploads a template and a data file as multipart forms', async () => {
    local.answers.push(json(201, { id: 7, object: 'template' }), json(202, BATCH));
    await client.templates.upload(new Blob(['PK-deck']), 'offer.pptx', 'Offer');
    await client.batches.createFromFile({
      template_id: 7,
      data_file: new Blob(['first_name\nAda\n']),
      file_name: 'customers.csv',
      mapping: { first_name: 'First name' },
      formats: ['pptx', 'pdf'],
      name_pattern: '{{company}}',
    });
    const [template, batch] = local.seen;
    expect(template.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(template.body).toMatch(/name="name"\r\n\r\nOffer\r\n/);
    expect(template.body).toMatch(/name="file"; filename="offer.pptx"[\s\S]*PK-deck/);
    expect(batch.body).toMatch(/name="template_id"\r\n\r\n7\r\n/);
    expect(batch.body).toMatch(/name="mapping"\r\n\r\n\{"first_name":"First name"\}\r\n/);
    expect(batch.body).toMatch(/name="formats"\r\n\r\npptx,pdf\r\n/);
    expect(batch.body).toMatch(/name="data_file"; filename="customers.csv"[\s\S]*first_name\nAda/);
  });

  it('puts ids in paths and pages in the query, and downloads bytes', async () => {
    local.answers.push(json(200, { data: [], has_more: false, next_cursor: null }), {
      status: 200,
      type: 'application/zip',
      body: Buffer.from([0x50, 0x4b, 3, 4]),
    });
    await client.batches.list({ limit: 5, starting_after: 'b 0' });
    const zip = await client.batches.download('b/1');
    expect(local.seen.map((request) => request.url)).toEqual([
      '/api/v1/batches?limit=5&starting_after=b+0',
      '/api/v1/batches/b%2F1/download',
    ]);
    expect([...zip]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it('polls a batch until it finished', async () => {
    local.answers.push(
      json(200, { ...BATCH, status: 'processing' }),
      json(200, { ...BATCH, status: 'completed' }),
    );
    const statuses: string[] = [];
    const done = await client.batches.wait('b1', {
      intervalMs: 10,
      onProgress: (b) => statuses.push(b.status),
    });
    expect([done.status, statuses]).toEqual(['completed', ['processing', 'completed']]);
  });

  it('cancels a batch by POST with the Idempotency-Key, and stops waiting on a cancelled batch', async () => {
    local.answers.push(
      json(200, { ...BATCH, status: 'cancelled' }),
      json(200, { ...BATCH, status: 'processing' }),
      json(200, { ...BATCH, status: 'cancelled' }),
    );
    const cancelled = await client.batches.cancel('b 1', 'stop-1');
    const request = local.seen.at(-1);
    expect([request?.method, request?.url, request?.headers['idempotency-key']]).toEqual([
      'POST',
      '/api/v1/batches/b%201/cancel',
      'stop-1',
    ]);
    expect(cancelled.status).toBe('cancelled');
    const waited = await client.batches.wait('b1', { intervalMs: 10 });
    expect(waited.status).toBe('cancelled');
  });

  it('throws DeckmillApiError with the status, code, message and fields of a v1 error', async () => {
    local.answers.push(
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'Invalid.',
          fields: { 'rows.0': ['Not an object.'] },
          request_id: 'r1',
        },
      }),
    );
    const error = await client.batches.create({ template_id: 7, rows: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeckmillApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid.',
      fields: { 'rows.0': ['Not an object.'] },
      requestId: 'r1',
    });
  });

  it('names an answer without a v1 error body and an unreachable server', async () => {
    local.answers.push({ status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' });
    await expect(client.usage.get()).rejects.toMatchObject({ status: 502, code: 'http_error' });
    const nowhere = new DeckmillClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    await expect(nowhere.usage.get()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
