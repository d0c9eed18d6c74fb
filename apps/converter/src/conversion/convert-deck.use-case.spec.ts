import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import type { MessageBus, PublishOptions } from '@deckmill/messaging';
import {
  ConverterStoppedError,
  PdfConversionError,
  type FontReport,
  type PdfConverter,
} from '@deckmill/office';
import { createObjectStorage, type ObjectStorage } from '@deckmill/storage';
import { ConvertDeckUseCase } from './convert-deck.use-case';

const BATCH = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const OWNER = '7d1f0e1c-9a55-4c1e-8b9a-0c2e3d4f5a6b';
const job = {
  batchId: BATCH,
  row: 2,
  deckKey: `presentations/${BATCH}/rows/2.pptx`,
  pdfKey: `presentations/${BATCH}/rows/2.pdf`,
  ownerId: OWNER,
};
const report: FontReport = {
  fonts: [
    { requested: 'Calibri', used: 'Carlito', substituted: true, inPdf: true },
    { requested: 'Arial', used: 'Arial', substituted: false, inPdf: true },
    { requested: 'MS Mincho', used: 'DejaVu Sans', substituted: true, inPdf: false },
  ],
  pdfFamilies: ['Carlito', 'Arial'],
  substitutedCount: 2,
};

interface Published {
  readonly key: EventKey;
  readonly payload: EventPayload<EventKey>;
  readonly options?: PublishOptions;
}

function recordingBus(published: Published[]): MessageBus {
  const publishEvent = (key: EventKey, payload: EventPayload<EventKey>, options?: PublishOptions) => {
    published.push({ key, payload, options });
    return Promise.resolve();
  };
  return { publishEvent } as unknown as MessageBus;
}

describe('ConvertDeckUseCase', () => {
  let root: string;
  let storage: ObjectStorage;
  let published: Published[];

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'converter-spec-'));
    storage = await createObjectStorage({
      driver: 'filesystem',
      rootDir: root,
      fileUrls: { secret: 'converter-unit-spec-secret-of-32-chars', baseUrl: 'http://localhost' },
      encryptionKey: Buffer.alloc(32, 1),
    });
    await storage.ensureBucket();
    await storage.putStream(job.deckKey, Readable.from([Buffer.from('deck')]), { contentType: 'x' });
    published = [];
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const useCase = (convert: PdfConverter['convert']) =>
    new ConvertDeckUseCase(storage, recordingBus(published), { convert } as PdfConverter, {
      retry: { attempts: 3, unavailableDelayMs: 5_000 },
    });
  const first = { ...job, deliveryCount: 1 };

  it('stores the PDF and publishes deck.converted with the substitutions, once per row by message id', async () => {
    const convert = jest.fn(() => Promise.resolve({ pdf: Buffer.from('%PDF-1.7'), fonts: report }));
    await useCase(convert).execute(first);

    expect(convert).toHaveBeenCalledWith(Buffer.from('deck'), { owner: OWNER });
    expect(await storage.exists(job.pdfKey)).toBe(true);
    expect(published).toEqual([
      {
        key: 'deck.converted',
        payload: expect.objectContaining({
          batchId: BATCH,
          row: 2,
          pdfKey: job.pdfKey,
          sizeBytes: 8,
          fontSubstitutions: ['Calibri → Carlito'],
        }),
        options: { messageId: `converted:${BATCH}:2` },
      },
    ]);
  });

  it('publishes deck.conversion_failed with the reason when the deck cannot be converted', async () => {
    const convert = () => Promise.reject(new PdfConversionError('timeout', 'passed the deadline twice'));
    await useCase(convert).execute(first);

    expect(await storage.exists(job.pdfKey)).toBe(false);
    expect(published).toEqual([
      {
        key: 'deck.conversion_failed',
        payload: expect.objectContaining({ batchId: BATCH, row: 2, reason: 'timeout' }),
        options: { messageId: `conversion-failed:${BATCH}:2` },
      },
    ]);
  });

  it('throws any other failure, so the job is retried, and publishes nothing', async () => {
    const convert = () => Promise.reject(new Error('disk full'));
    await expect(useCase(convert).execute(first)).rejects.toThrow('disk full');
    expect(published).toEqual([]);
  });

  it("hands a stopping worker's signal to the converter and throws the stop, so the job goes back", async () => {
    const stop = new AbortController();
    const reason = new ConverterStoppedError();
    const convert = jest.fn((_deck: Uint8Array, options: { signal?: AbortSignal }) => {
      expect(options.signal).toBe(stop.signal);
      stop.abort(reason);
      return Promise.reject(reason);
    });
    await expect(useCase(convert).execute({ ...first, signal: stop.signal })).rejects.toBe(reason);
    expect(convert).toHaveBeenCalledTimes(1);
    expect(published).toEqual([]);
  });

  it('fails the row of a deck that is not in storage, without converting anything', async () => {
    await storage.delete(job.deckKey);
    const convert = jest.fn();
    await useCase(convert).execute(first);
    expect(convert).not.toHaveBeenCalled();
    expect(published).toEqual([
      {
        key: 'deck.conversion_failed',
        payload: expect.objectContaining({ batchId: BATCH, row: 2, reason: 'deck_missing' }),
        options: { messageId: `conversion-failed:${BATCH}:2` },
      },
    ]);
  });

  it('asks for a later delivery while LibreOffice is unavailable, then fails the row with the reason', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    const convert = () => Promise.reject(new PdfConversionError('unavailable', 'soffice not installed'));
    expect(await useCase(convert).execute(first)).toEqual({ kind: 'retry', delayMs: 5_000 });
    expect(await useCase(convert).execute({ ...job, deliveryCount: 2 })).toEqual({
      kind: 'retry',
      delayMs: 5_000,
    });
    expect(published).toEqual([]);

    // The attempts that are retried at debug; the row's final failure at warn, once.
    expect(debug.mock.calls.map(([line]) => line as string)).toEqual([
      `Row 2 of batch ${BATCH} not converted: unavailable: soffice not installed (attempt 1, retried)`,
      `Row 2 of batch ${BATCH} not converted: unavailable: soffice not installed (attempt 2, retried)`,
    ]);
    expect(warn).not.toHaveBeenCalled();

    expect(await useCase(convert).execute({ ...job, deliveryCount: 3 })).toBeUndefined();
    expect(published.map((event) => event.payload)).toEqual([
      expect.objectContaining({ row: 2, reason: 'unavailable' }),
    ]);
    expect(warn.mock.calls).toEqual([
      [`Row 2 of batch ${BATCH} not converted: unavailable: soffice not installed`],
    ]);
    warn.mockRestore();
    debug.mockRestore();
  });

  it('gives up once the attempts are spent: the row fails instead of converting again', async () => {
    const convert = jest.fn();
    await useCase(convert).execute({ ...job, deliveryCount: 4 });
    expect(convert).not.toHaveBeenCalled();
    expect(published).toEqual([
      {
        key: 'deck.conversion_failed',
        payload: expect.objectContaining({ batchId: BATCH, row: 2, reason: 'gave_up' }),
        options: { messageId: `conversion-failed:${BATCH}:2` },
      },
    ]);
  });
});
