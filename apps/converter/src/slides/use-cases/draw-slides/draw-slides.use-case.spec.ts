import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_MEMORY_LIMIT_BYTES, type ConvertOptions, type PdfConverter } from '@deckmill/office';
import { createObjectStorage, type ObjectStorage } from '@deckmill/storage';
import type { ConverterOptions } from '../../../converter.options';
import { DrawSlidesUseCase } from './draw-slides.use-case';

const OWNER = '7d1f0e1c-9a55-4c1e-8b9a-0c2e3d4f5a6b';
const request = {
  deckKey: 'presentations/b/rows/2.pptx',
  pdfKey: null,
  slidesPrefix: 'presentations/b/slides/2/',
  ownerId: OWNER,
};

/** The converter's options with `pdftoppm`: `true` draws no page and succeeds, without a sandbox. */
function options(pdftoppm: string): ConverterOptions {
  const pdf = { soffice: 'soffice', timeoutMs: 10_000, memoryLimitBytes: DEFAULT_MEMORY_LIMIT_BYTES };
  return { pdf: { ...pdf, sandbox: 'none', concurrency: 1 }, pdftoppm };
}

describe('DrawSlidesUseCase', () => {
  let root: string;
  let storage: ObjectStorage;
  let conversions: ConvertOptions[];
  const converter = {
    convert: (_deck: Uint8Array, convert: ConvertOptions) => {
      conversions.push(convert);
      return Promise.resolve({ pdf: Buffer.from('%PDF'), fonts: {} });
    },
  } as unknown as PdfConverter;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'draw-slides-spec-'));
    storage = await createObjectStorage({
      driver: 'filesystem',
      rootDir: root,
      fileUrls: { secret: 'converter-unit-spec-secret-of-32-chars', baseUrl: 'http://localhost' },
      encryptionKey: Buffer.alloc(32, 1),
    });
    await storage.ensureBucket();
    await storage.putStream(request.deckKey, Readable.from([Buffer.from('deck')]), { contentType: 'x' });
    conversions = [];
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("converts a viewer's deck before batch work and an ahead-of-time one only when nothing waits", async () => {
    const slides = new DrawSlidesUseCase(storage, converter, options('true'));
    await expect(slides.execute({ ...request, priority: 'viewer' })).resolves.toEqual({ keys: [] });
    await slides.execute({ ...request, priority: 'ahead' });
    expect(conversions).toEqual([
      { owner: OWNER, priority: 'waited-for' },
      { owner: OWNER, priority: 'idle' },
    ]);
  });

  it('draws the row’s PDF when there is one, without LibreOffice', async () => {
    await storage.putStream('presentations/b/rows/2.pdf', Readable.from([Buffer.from('%PDF')]), {
      contentType: 'application/pdf',
    });
    const slides = new DrawSlidesUseCase(storage, converter, options('true'));
    await slides.execute({ ...request, pdfKey: 'presentations/b/rows/2.pdf', priority: 'viewer' });
    expect(conversions).toEqual([]);
  });

  it('answers slides_unavailable without pdftoppm, before converting anything', async () => {
    const slides = new DrawSlidesUseCase(storage, converter, options('deckmill-spec-no-pdftoppm'));
    await expect(slides.execute({ ...request, priority: 'viewer' })).rejects.toMatchObject({
      domainError: { code: 'slides_unavailable' },
    });
    expect(conversions).toEqual([]);
  });
});
