import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  dataUploadKey,
  MAX_DATA_FILE_BYTES,
  MAX_IMAGES_ARCHIVE_BYTES,
} from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, storedKeys, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { textDeck } from './support/data-decks';
import { newUser, uploadTemplate, type TestUser } from './support/generation-helpers';

/** A CSV one byte over the limit: a header and one long row. */
function oversizedCsv(): Buffer {
  const csv = Buffer.alloc(MAX_DATA_FILE_BYTES + 1, 'x');
  csv.write('name\n');
  return csv;
}

/** Posts bulk_create announcing `contentLength` bytes and sends only the first boundary; answers the answer. */
function announce(
  user: TestUser,
  baseUrl: string,
  contentLength: number,
): Promise<{ status: number; body: unknown }> {
  const csrf = user.client.cookie('dm_csrf') ?? '';
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}/api/app/presentations/bulk_create`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(contentLength),
        'x-csrf-token': csrf,
        cookie: `dm_csrf=${csrf}; dm_session=${user.client.cookie('dm_session') ?? ''}`,
      },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as unknown });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write('--x\r\n');
  });
}

describe('generation: the data file size limit says one thing wherever it is noticed', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, textDeck([['Hello {{name}}']]));
    await owner.client.get('/api/session');
  });

  afterAll(() => stack.stop());

  it('answers 413 before reading a request announced far over the limit', async () => {
    // The form may also carry an images archive: far over both limits together.
    const tooMuch = MAX_DATA_FILE_BYTES + MAX_IMAGES_ARCHIVE_BYTES + 3 * 1024 * 1024;
    expect(await announce(owner, stack.baseUrl, tooMuch)).toEqual({
      status: 413,
      body: { error: DATA_FILE_TOO_LARGE_MESSAGE, errors: { csv_file: [DATA_FILE_TOO_LARGE_MESSAGE] } },
    });
  });

  it('refuses a file one byte over the limit while streaming it, keyed csv_file, and keeps nothing', async () => {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([new Uint8Array(oversizedCsv())]), 'rows.csv');
    const res = await owner.client.post<{ error: string; errors: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      form,
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: DATA_FILE_TOO_LARGE_MESSAGE,
      errors: { csv_file: [DATA_FILE_TOO_LARGE_MESSAGE] },
    });
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
  });

  it('refuses a stored upload over the limit in the generation service too, with the same message', async () => {
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
    const dataFileKey = dataUploadKey('over-the-limit', 'csv');
    await storage.putStream(dataFileKey, Readable.from([oversizedCsv()]), { contentType: 'text/csv' });
    const create = stack.app.get(RpcClient).call('generation.create-batch', {
      actorId: owner.id,
      templateId,
      dataFileKey,
      dataMapping: {},
      name: null,
      fileNamePattern: null,
      formats: ['pptx'],
    });
    await expect(create).rejects.toThrow(DATA_FILE_TOO_LARGE_MESSAGE);
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
  });
});
