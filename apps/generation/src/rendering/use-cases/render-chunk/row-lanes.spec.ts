import fs from 'node:fs';
import { FieldCipher } from '@deckmill/database';
import { compileTemplate, TemplateError, type ImageSource } from '@deckmill/pptx';
import type { ObjectStorage } from '@deckmill/storage';
import { fixtureDeck, TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import type { Batch, DoneDeck } from '../../../batches';
import { RowCipher, type TemplateCache } from '../../../shared';
import { tempObjectStorage, type TempObjectStorage } from '../../../testing/temp-object-storage';
import { BatchImages } from '../../images/batch-images';
import { ChunkTally } from './chunk-tally';
import type { DeckSettlement } from './deck-settlement';
import { RowLanes } from './row-lanes';
import { RowRenderer } from '../../threads/row-renderer';

const BATCH_ID = '6f1c2d0e-1111-4a5b-9c8d-000000000006';
const batch = {
  id: BATCH_ID,
  templateFileKey: 'templates/t.pptx',
  watermark: false,
  locale: 'en-US',
  imagesKey: null,
  formats: ['pptx'],
} as unknown as Batch;
/** The chunk of these rows, on its first delivery. */
const chunk = { batchId: BATCH_ID, firstRow: 1, lastRow: 3, deliveryCount: 1 };
const rows = [1, 2, 3].map((rowNumber) => ({
  rowNumber,
  values: { title: rowNumber === 2 ? 'A title far too long' : `Row ${rowNumber}` },
  attempts: rowNumber === 3 ? 1 : 0,
}));

/** Lanes over `templates`, whose settlement records the decks it is handed. */
function lanesOver(storage: ObjectStorage, templates: TemplateCache, renderThreads = 0) {
  const settled: DoneDeck[] = [];
  const settlement = {
    settle: async (_batch: Batch, decks: DoneDeck[]) => void settled.push(...decks),
  } as unknown as DeckSettlement;
  const source: ImageSource = { resolve: async () => ({ ok: false, reason: 'test' }) };
  const options = {
    concurrency: 1,
    rowEncryptionKeys: TEST_ROW_ENCRYPTION_KEYS,
    maxValueChars: 12,
    renderThreads,
  };
  const renderer = new RowRenderer(storage, options);
  const lanes = new RowLanes(
    storage,
    templates,
    new BatchImages(storage, () => source),
    settlement,
    new RowCipher(new FieldCipher(TEST_ROW_ENCRYPTION_KEYS)),
    options,
    renderer,
  );
  return { lanes, settled, renderer };
}

describe('RowLanes', () => {
  let temp: TempObjectStorage;

  beforeEach(async () => {
    temp = await tempObjectStorage('deckmill-row-lanes-');
  });

  afterEach(() => temp.remove());

  it.each([
    ['on the main thread', 0],
    ['on a render thread', 1],
  ])(
    'settles the decks it made %s, counting this delivery, and answers the rows that failed with their reasons',
    async (_where, renderThreads) => {
      const file = fs.readFileSync(fixtureDeck('python-pptx-tbl-cell.pptx'));
      const template = compileTemplate(file);
      // A render thread reads the template's file itself.
      await temp.storage.putChunks(batch.templateFileKey, [file], {
        contentType: 'application/octet-stream',
        size: file.byteLength,
      });
      const { lanes, settled, renderer } = lanesOver(
        temp.storage,
        { get: async () => template } as unknown as TemplateCache,
        renderThreads,
      );
      let working = 0;
      const failures = await lanes.render(batch, rows, new ChunkTally(true), {
        ...chunk,
        working: () => (working += 1),
      });
      // A value no slide holds never heals: the row fails at once (ChunkFailures), saying why.
      expect(failures).toEqual([
        {
          rowNumber: 2,
          reason: 'The value for "title" is 20 characters long; at most 12 fit on a slide.',
          heals: false,
          error: expect.objectContaining({ name: 'RenderError', kind: 'data' }),
        },
      ]);
      // In the order their uploads end, which overlap: compared by row.
      const byRow = [...settled].sort((a, b) => a.rowNumber - b.rowNumber);
      expect(byRow.map(({ rowNumber, attempts }) => ({ rowNumber, attempts }))).toEqual([
        { rowNumber: 1, attempts: 1 },
        { rowNumber: 3, attempts: 2 },
      ]);
      expect(working).toBe(3);
      expect(renderer.threadsRunning).toBe(renderThreads);
      await renderer.onModuleDestroy();
    },
  );

  it('fails every row with the reason, and the outage, when the template cannot be read', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const { lanes, settled } = lanesOver(temp.storage, {
      get: async () => {
        throw away;
      },
    } as unknown as TemplateCache);
    const failures = await lanes.render(batch, rows, new ChunkTally(true), {
      ...chunk,
      working: () => undefined,
    });
    expect(failures).toEqual(
      [1, 2, 3].map((rowNumber) => ({
        rowNumber,
        reason: 'The template file could not be read.',
        heals: true,
        error: away,
        outage: away,
      })),
    );
    expect(settled).toEqual([]);
  });

  it('fails every row at once, with the template’s own reason, when the template no longer compiles', async () => {
    const broken = new TemplateError(
      'template_syntax',
      'Slide 1: the section "items" is opened but never closed',
    );
    const { lanes } = lanesOver(temp.storage, {
      get: async () => {
        throw broken;
      },
    } as unknown as TemplateCache);
    const failures = await lanes.render(batch, rows, new ChunkTally(true), {
      ...chunk,
      working: () => undefined,
    });
    expect(failures.map(({ rowNumber, reason, heals }) => ({ rowNumber, reason, heals }))).toEqual(
      [1, 2, 3].map((rowNumber) => ({ rowNumber, reason: broken.message, heals: false })),
    );
  });
});
