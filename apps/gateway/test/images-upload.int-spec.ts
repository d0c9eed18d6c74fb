import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { MAX_IMAGES_ARCHIVE_BYTES, type V1ErrorBody } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, storedKeys, type TestClient, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { FORM_END, fieldPart, filePartHead, multipartHead, rawExchange } from './support/raw-http';
import { apiKeyClient, newPerson, type Person } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));
/** The sample's header and first two rows: few decks, well inside the free plan. */
const CSV =
  readFileSync(path.join(SAMPLES, 'sample-data.csv'), 'utf8').split('\n').slice(0, 3).join('\n') + '\n';
const ARCHIVE = zipSync({ 'logo.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]) });
const schema = quoteIdent(serviceSchema('generation'));
const BULK_CREATE = '/api/app/presentations/bulk_create';

/**
 * The images archive beside the data file, on the app's bulk_create and on API v1's multipart
 * create: stored where generation reads it and passed with the batch; too large or not a ZIP is a 422 on
 * `images_file` and leaves nothing behind.
 */
describe('the images archive upload', () => {
  let stack: TestStack;
  let storage: ObjectStorage;
  let ada: Person;
  let api: TestClient;
  let templateId: number;
  let mapping: string;

  beforeAll(async () => {
    stack = await startTestStack();
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    ada = await newPerson(stack, 'images');
    api = await apiKeyClient(stack, ada);
    const form = new FormData();
    form.set('template[name]', 'Images');
    form.set('template[file]', new Blob([new Uint8Array(TEMPLATE)]), 'images.pptx');
    const uploaded = await ada.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/templates',
      form,
    );
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    templateId = uploaded.body.id;
    mapping = JSON.stringify(Object.fromEntries(uploaded.body.placeholders.map((name) => [name, name])));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  async function imagesKeyOf(batchId: string): Promise<string | null> {
    const rows: { key: string | null }[] =
      (await stack.dataSource?.query(`SELECT "images_key" AS key FROM ${schema}."batches" WHERE "id" = $1`, [
        batchId,
      ])) ?? [];
    return rows[0]?.key ?? null;
  }

  function appForm(images?: Uint8Array): FormData {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([CSV]), 'rows.csv');
    form.set('presentation[data_mapping]', mapping);
    if (images) form.set('presentation[images_file]', new Blob([new Uint8Array(images)]), 'pictures.zip');
    return form;
  }

  const imageUploads = () => storedKeys(stack, 'uploads/images/');
  /**
   * The archives stored since `before`. Not the whole list: an earlier test's batch deletes its own archive
   * when it completes, which may happen while a later test runs.
   */
  const newImageUploads = async (before: readonly string[]) =>
    (await imageUploads()).filter((key) => !before.includes(key));

  it('stores the app form’s archive and passes it with the batch', async () => {
    const created = await ada.client.post<{ id: string }>(BULK_CREATE, appForm(ARCHIVE));
    expect(created.status).toBe(201);
    const key = await imagesKeyOf(created.body.id);
    expect(key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.zip$/);
    const stored = await storage.getStream(key ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(ARCHIVE))).toBe(true);
  });

  it('creates a batch without an archive as before', async () => {
    const created = await ada.client.post<{ id: string }>(BULK_CREATE, appForm());
    expect(created.status).toBe(201);
    expect(await imagesKeyOf(created.body.id)).toBeNull();
  });

  it('deletes the archive of a form refused before generation sees it', async () => {
    const before = await imageUploads();
    const form = appForm(ARCHIVE);
    form.set('presentation[template_id]', 'not-a-template');
    const refused = await ada.client.post<{ errors: Record<string, string[]> }>(BULK_CREATE, form);
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['template_id']]);
    expect(await newImageUploads(before)).toEqual([]);
  });

  it('answers a file that is not a ZIP with a 422 on images_file, storing nothing', async () => {
    const before = await imageUploads();
    const refused = await ada.client.post<{ errors: Record<string, string[]> }>(
      BULK_CREATE,
      appForm(new TextEncoder().encode('GIF89a, not an archive')),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.images_file).toEqual(['The images archive must be a .zip file.']);
    expect(await newImageUploads(before)).toEqual([]);
    expect(await storedKeys(stack, 'uploads/csv/')).toEqual([]);
  });

  it('answers an archive over 200 MB with a 422 on images_file, storing nothing', async () => {
    const before = await imageUploads();
    const megabyte = Buffer.alloc(1024 * 1024, 0x41);
    const archive = [Buffer.from('PK\x03\x04', 'latin1')];
    for (let sent = 4; sent <= MAX_IMAGES_ARCHIVE_BYTES; sent += megabyte.length) archive.push(megabyte);
    const body = [
      fieldPart('presentation[template_id]', String(templateId)),
      fieldPart('presentation[data_mapping]', mapping),
      filePartHead('presentation[csv_file]', 'rows.csv'),
      Buffer.from(`${CSV}\r\n`),
      filePartHead('presentation[images_file]', 'pictures.zip'),
      ...archive,
      FORM_END,
    ];
    const length = body.reduce((sum, part) => sum + part.length, 0);
    const head = await multipartHead(ada.client, BULK_CREATE, length);
    const answer = await rawExchange(stack.baseUrl, head, body, 'wait');
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('"images_file":["The images archive is larger than 200 MB."]');
    expect(await newImageUploads(before)).toEqual([]);
    expect(await storedKeys(stack, 'uploads/csv/')).toEqual([]);
  }, 120_000);

  it('takes images_file on API v1’s multipart create, fingerprinted for Idempotency-Key', async () => {
    const form = (images: Uint8Array) => {
      const data = new FormData();
      data.set('template_id', String(templateId));
      data.set('mapping', mapping);
      data.set('data_file', new Blob([CSV]), 'rows.csv');
      data.set('images_file', new Blob([new Uint8Array(images)]), 'pictures.zip');
      return data;
    };
    const headers = { 'idempotency-key': `images-${Date.now()}` };
    const created = await api.post<{ id: string }>('/api/v1/batches', form(ARCHIVE), headers);
    expect(created.status).toBe(202);
    expect(await imagesKeyOf(created.body.id)).toMatch(/^uploads\/images\//);

    const again = await api.post<{ id: string }>('/api/v1/batches', form(ARCHIVE), headers);
    expect([again.status, again.body.id]).toEqual([202, created.body.id]);
    const other = zipSync({ 'logo.png': new Uint8Array([1, 2, 3]) });
    const conflict = await api.post<V1ErrorBody>('/api/v1/batches', form(other), headers);
    expect(conflict.status).toBe(409);

    const refused = await api.post<V1ErrorBody>(
      '/api/v1/batches',
      form(new TextEncoder().encode('%PDF-1.7')),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields?.images_file).toEqual(['The images archive must be a .zip file.']);
  });
});
