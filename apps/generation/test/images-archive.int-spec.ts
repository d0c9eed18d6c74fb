import fs from 'node:fs';
import { zipSync } from 'fflate';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import type { ImageSource, RenderOptions } from '@deckmill/pptx';
import { startTestStack, storedKeys, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DeleteUserBatchesUseCase } from '../src/batches/use-cases/delete-user-batches/delete-user-batches.use-case';
import { BatchImages } from '../src/rendering/images/batch-images';
import type { ImageSourceFactory } from '../src/shared/image-source-factory';
import { TemplateCache } from '../src/shared/template-cache';
import { eventually } from './support/eventually';
import { MAPPING, newUser, uploadTemplate, waitForStatus, type TestUser } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const schema = quoteIdent(serviceSchema('generation'));
const ARCHIVE = zipSync({
  'logo.png': new Uint8Array([137, 80, 78, 71]),
  'team/ann.jpg': new Uint8Array(300),
});
const NOTE = 'Image "logo": no file "acme.png" in the images archive; the template\'s picture was kept.';
/** 30 rows: two chunks of the batch, which must share one download of its archive. */
const ROWS = 30;

/**
 * Image archives end to end: bulk_create with `presentation[images_file]`, the batch keeps the archive, its
 * chunks render with one ImageSource made from one download of it, rows keep their decks' notes, and deleting
 * the batch deletes the archive. The engine's placement is another slice's: a recording factory stands for
 * `batchImageSource`, and the template's render is wrapped to report what it was given and to add a note.
 */
describe('generation: the images archive and rows’ notes', () => {
  let stack: TestStack;
  let storage: ObjectStorage;
  let owner: TestUser;
  let templateId: number;
  const made: { batchId: string; bytes: Buffer | null }[] = [];
  const given: (ImageSource | undefined)[] = [];
  const sources = new Map<string, ImageSource>();

  const factory: ImageSourceFactory = ({ batchId, archivePath }) => {
    made.push({ batchId, bytes: archivePath ? fs.readFileSync(archivePath) : null });
    const source: ImageSource = { resolve: async () => ({ ok: false, reason: 'test' }) };
    sources.set(batchId, source);
    return source;
  };

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { concurrency: 1, imageSources: factory } } });
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    const cache = stack.app.get(TemplateCache, { strict: false });
    const load = cache.get.bind(cache);
    cache.get = async (key) => {
      const template = await load(key);
      const recording = Object.create(template) as typeof template;
      recording.render = async (values, options?: RenderOptions) => {
        given.push(options?.images);
        const deck = await template.render(values, options);
        // Row 2's deck made do without a picture, as the engine says when the archive lacks the file.
        if ((values as { name?: unknown }).name === 'Person 2')
          Object.defineProperty(deck, 'notes', { value: [NOTE] });
        return deck;
      };
      return recording;
    };
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  }, 60_000);

  afterAll(() => stack.stop());

  function create(archive: Uint8Array, csv = sampleCsv(ROWS)) {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
    form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
    form.set('presentation[images_file]', new Blob([new Uint8Array(archive)]), 'pictures.zip');
    return owner.client.post<{ id: string; errors?: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      form,
    );
  }

  async function imagesKeyOf(batchId: string): Promise<string | null> {
    const rows: { key: string | null }[] =
      (await stack.dataSource?.query(`SELECT "images_key" AS key FROM ${schema}."batches" WHERE "id" = $1`, [
        batchId,
      ])) ?? [];
    return rows[0]?.key ?? null;
  }

  it('renders every row with one source made from one download, keeps the notes, deletes the archive once finished', async () => {
    const created = await create(ARCHIVE);
    expect(created.status).toBe(201);
    const batchId = created.body.id;
    const key = await imagesKeyOf(batchId);
    expect(key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.zip$/);

    const detail: PresentationDetail = await waitForStatus(owner, batchId);
    expect(detail.status).toBe('completed');
    expect(made).toEqual([{ batchId, bytes: Buffer.from(ARCHIVE) }]);
    expect(given).toHaveLength(ROWS);
    expect(new Set(given)).toEqual(new Set([sources.get(batchId)]));
    const notes = Object.fromEntries(detail.rows.map((row) => [row.row, row.notes]));
    expect(notes[2]).toEqual([NOTE]);
    expect(notes[1]).toEqual([]);
    // Finished: this process dropped the batch's source and its temporary copy.
    await eventually(
      async () => !stack.app.get(BatchImages, { strict: false }).cachedBatches().includes(batchId),
      'the finished batch’s image source to be dropped',
    );

    // No row renders any more, so the finalizer deleted the archive; deleting the batch repeats it.
    await eventually(async () => !(await storage.exists(key ?? '')), 'the finished batch’s archive deleted');
    await stack.app.get(DeleteUserBatchesUseCase, { strict: false }).execute({ userId: owner.id });
    expect(await storage.exists(key ?? '')).toBe(false);
  });

  it('refuses an archive that only starts like a ZIP, on images_file, and deletes it', async () => {
    const before = new Set(await keysUnder('uploads/images/'));
    const fake = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    const refused = await create(fake, sampleCsv(2));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.images_file?.[0]).toContain('not a readable .zip');
    const after = (await keysUnder('uploads/images/')).filter((key) => !before.has(key));
    expect(after).toEqual([]);
  });

  it('refuses at creation an archive the rows could not open (encrypted), saying why, and keeps nothing', async () => {
    const before = new Set(await keysUnder('uploads/images/'));
    const locked = Buffer.from(zipSync({ 'logo.png': new Uint8Array([1, 2, 3]) }));
    // The entry's "encrypted" flag, in its central directory record (the engine reads the directory only).
    locked.writeUInt16LE(1, locked.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 8);
    const refused = await create(locked, sampleCsv(2));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.images_file?.[0]).toBe(
      'The images archive is encrypted. Remove the password and upload it again.',
    );
    expect((await keysUnder('uploads/images/')).filter((key) => !before.has(key))).toEqual([]);
  });

  const keysUnder = (prefix: string): Promise<string[]> => storedKeys(stack, prefix);
});
