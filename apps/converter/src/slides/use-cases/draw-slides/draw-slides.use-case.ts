import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainErrors, type RpcReply, type RpcRequest } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import {
  ConverterStoppedError,
  FairPool,
  createWorkDir,
  findExecutable,
  type PdfConverter,
  type PoolPriority,
} from '@deckmill/office';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { MAX_DECK_BYTES, PDF_CONVERTER } from '../../../conversion';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../../../converter.options';
import { drawPages } from '../../slide-pages';

type DrawSlides = RpcRequest<'converter.draw-slides'>;

const unavailable = () =>
  new DomainException(
    DomainErrors.unavailable('slides_unavailable', 'The slides cannot be shown right now.'),
  );

/**
 * A deck's slides as images in storage: its PDF (the row's, or one LibreOffice makes on the converter's warm
 * pool, in its owner's turn) drawn page by page by pdftoppm, which takes turns per owner in a pool as large as
 * the PDF pool. In both, a viewer's drawing goes before batches' PDFs, an ahead-of-time one only when nothing
 * else waits (`PoolPriority`).
 */
@Injectable()
export class DrawSlidesUseCase {
  private readonly logger = new Logger(DrawSlidesUseCase.name);
  private readonly pool: FairPool;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PDF_CONVERTER) private readonly converter: PdfConverter,
    @Inject(CONVERTER_OPTIONS) private readonly options: ConverterOptions,
  ) {
    this.pool = new FairPool(options.pdf.concurrency, 'slides');
  }

  async execute(input: DrawSlides): Promise<RpcReply<'converter.draw-slides'>> {
    if ((await findExecutable(this.pdftoppm)) === null) throw unavailable();
    const priority: PoolPriority = input.priority === 'viewer' ? 'waited-for' : 'idle';
    try {
      const pdf = await this.pdfOf(input, priority);
      const keys = await this.pool.run(
        input.ownerId,
        () => this.draw(pdf, input.slidesPrefix),
        undefined,
        priority,
      );
      return { keys };
    } catch (error) {
      // A stopping process's conversion is no failure of the deck: the viewer asks again after the restart.
      const stopping = error instanceof ConverterStoppedError;
      const line = `Slides of ${input.deckKey} not drawn: ${stopping ? 'stopping' : String(error)}`;
      if (stopping) this.logger.log(line);
      else this.logger.warn(line);
      throw unavailable();
    }
  }

  /** The row's PDF when the batch made one, else the deck converted in its owner's turn. */
  private async pdfOf(input: DrawSlides, priority: PoolPriority): Promise<Buffer> {
    if (input.pdfKey) return this.read(input.pdfKey);
    const deck = await this.read(input.deckKey);
    return (await this.converter.convert(deck, { owner: input.ownerId, priority })).pdf;
  }

  private get pdftoppm(): string {
    return this.options.pdftoppm ?? 'pdftoppm';
  }

  /** Draws every page of `pdf` and stores them as `<prefix><n>.jpg`; answers their keys in order. */
  private async draw(pdf: Buffer, prefix: string): Promise<string[]> {
    const workDir = await createWorkDir(undefined, 'pdf');
    try {
      const pdfPath = path.join(workDir, 'deck.pdf');
      await writeFile(pdfPath, pdf);
      const pages = await drawPages(pdfPath, workDir, {
        pdftoppm: this.pdftoppm,
        sandbox: this.options.pdf.sandbox,
        timeoutMs: this.options.pdf.timeoutMs,
        memoryLimitBytes: this.options.pdf.memoryLimitBytes,
      });
      const keys: string[] = [];
      for (const [index, page] of pages.entries()) {
        const key = `${prefix}${index + 1}.jpg`;
        await this.storage.putStream(key, Readable.from([await readFile(page)]), {
          contentType: 'image/jpeg',
        });
        keys.push(key);
      }
      return keys;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await this.storage.getStream(key)) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.byteLength;
      if (size > MAX_DECK_BYTES) throw new RangeError(`${key} is larger than ${MAX_DECK_BYTES} bytes`);
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }
}
