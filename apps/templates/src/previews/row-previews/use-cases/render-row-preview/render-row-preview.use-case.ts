import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainErrors, type RowPreviewReply } from '@deckmill/bus-contracts';
import { DataError, type DataRecord } from '@deckmill/csv/data';
import { DomainException, RpcClient, type RpcPayload } from '@deckmill/messaging';
import { FairPool, createWorkDir } from '@deckmill/office';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { AccessibleTemplates } from '../../../../library';
import { rowPreviewManifestKey, rowPreviewSlideKey, sourceKey } from '../../../../shared';
import { SlideRenderer } from '../../../slide-renderer';
import { CompiledTemplates } from '../../compiled-templates';
import { pngSize } from '../../png-size';
import { rowPreviewHash } from '../../row-preview-hash';

/**
 * Row previews waiting for or holding a slot of the previews pool, per process. Beyond it a preview is
 * answered busy at once: a crowd of previews never queues without bound in front of template thumbnails
 * (which the pool also serves owner by owner, so neither starves the other).
 */
export const ROW_PREVIEWS_IN_FLIGHT = 4;
/** Of those, the most one user may have: one user clicking through rows never makes everyone else busy. */
export const ROW_PREVIEWS_IN_FLIGHT_PER_USER = 2;

type Slides = Extract<RowPreviewReply, { status: 'ready' }>['slides'];
interface Manifest {
  readonly slides: Slides;
  readonly notes: string[];
}

/**
 * One data row's slides as PNGs, before the batch: the engine renders the record as a batch's row
 * (the actor's plan decides the watermark, as generation's does), then the SlideRenderer draws the deck through
 * the previews pool. Stored under a hash of what was rendered, so the same row again is served from storage;
 * the same row asked twice at once is rendered once. Pictures from the wizard's images archive stay with the
 * browser: an `{{%image}}` value naming a file in it keeps the template's own picture (the notes say so).
 */
@Injectable()
export class RenderRowPreviewUseCase {
  private readonly logger = new Logger(RenderRowPreviewUseCase.name);
  private readonly inFlight = new Map<string, Promise<Manifest>>();
  private readonly inFlightByUser = new Map<string, number>();

  constructor(
    private readonly accessible: AccessibleTemplates,
    private readonly compiled: CompiledTemplates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly renderer: SlideRenderer,
    private readonly pool: FairPool,
    private readonly rpc: RpcClient,
  ) {}

  async execute(input: RpcPayload<'templates.row-preview'>): Promise<RowPreviewReply> {
    const { template } = await this.accessible.find(input.templateId, input.actorId);
    const { watermark } = await this.rpc.call('billing.get-usage', { userId: input.actorId });
    const prefix = template.storagePrefix;
    const hash = rowPreviewHash({
      templateId: template.id,
      templateVersion: prefix,
      values: input.values,
      locale: input.locale,
      watermark,
    });
    const stored = await this.storedManifest(prefix, hash);
    if (stored) return { status: 'ready', hash, cached: true, ...stored };
    if (!(await this.renderer.available())) return { status: 'unavailable' };
    const running = this.inFlight.get(hash);
    if (running) return { status: 'ready', hash, cached: false, ...(await running) };
    const user = input.actorId;
    const usersPreviews = this.inFlightByUser.get(user) ?? 0;
    if (this.inFlight.size >= ROW_PREVIEWS_IN_FLIGHT || usersPreviews >= ROW_PREVIEWS_IN_FLIGHT_PER_USER) {
      throw new DomainException(
        DomainErrors.unavailable('row_preview_busy', 'Previews are busy right now. Try again in a moment.'),
      );
    }
    // The user waits on it: it goes before the slide previews of their uploads (FairPool's priority).
    const work = this.pool.run(
      user,
      () => this.render(prefix, hash, input.values as DataRecord, { watermark, locale: input.locale }),
      undefined,
      'waited-for',
    );
    this.inFlight.set(hash, work);
    this.inFlightByUser.set(user, usersPreviews + 1);
    try {
      return { status: 'ready', hash, cached: false, ...(await work) };
    } finally {
      this.inFlight.delete(hash);
      this.countDone(user);
    }
  }

  private countDone(user: string): void {
    const left = (this.inFlightByUser.get(user) ?? 1) - 1;
    if (left > 0) this.inFlightByUser.set(user, left);
    else this.inFlightByUser.delete(user);
  }

  private async storedManifest(prefix: string, hash: string): Promise<Manifest | null> {
    const key = rowPreviewManifestKey(prefix, hash);
    if (!(await this.storage.exists(key))) return null;
    return JSON.parse((await buffer(await this.storage.getStream(key))).toString('utf8')) as Manifest;
  }

  private async render(
    prefix: string,
    hash: string,
    values: DataRecord,
    options: { watermark: boolean; locale: string },
  ): Promise<Manifest> {
    const template = await this.compiled.get(sourceKey(prefix));
    const deck = await template.render(values, options).catch((error: unknown) => {
      if (error instanceof DataError) {
        throw new DomainException(DomainErrors.invalid('row_preview_data', 'values', error.message));
      }
      throw error;
    });
    const workDir = await createWorkDir();
    try {
      const deckPath = path.join(workDir, 'row.pptx');
      await pipeline(deck.toStream(), createWriteStream(deckPath));
      const files = await this.draw(deckPath, workDir);
      const slides: Slides = [];
      for (const [index, file] of files.entries()) {
        const png = await readFile(file);
        slides.push({ slide: index + 1, ...pngSize(png) });
        await this.storage.putStream(rowPreviewSlideKey(prefix, hash, index + 1), createReadStream(file), {
          contentType: 'image/png',
          size: png.byteLength,
        });
      }
      const manifest: Manifest = { slides, notes: [...deck.notes] };
      const text = Buffer.from(JSON.stringify(manifest));
      await this.storage.putStream(rowPreviewManifestKey(prefix, hash), Readable.from([text]), {
        contentType: 'application/json',
        size: text.byteLength,
      });
      return manifest;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async draw(deckPath: string, workDir: string): Promise<string[]> {
    try {
      return await this.renderer.render(deckPath, workDir);
    } catch (error) {
      this.logger.warn(`a row preview could not be drawn: ${String(error)}`);
      throw new DomainException(
        DomainErrors.unavailable(
          'row_preview_failed',
          "LibreOffice could not draw this row's slides. Try again, or generate the row to see it.",
        ),
      );
    }
  }
}
