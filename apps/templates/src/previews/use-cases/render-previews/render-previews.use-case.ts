import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { JobPayload } from '@deckmill/bus-contracts';
import { FairPool, createWorkDir } from '@deckmill/office';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { previewKey, previewPrefix, sourceKey } from '../../../shared';
import { Template } from '../../../library';
import { SlideRenderer } from '../../slide-renderer';

/** The job's payload, and the signal of a stopping worker. */
export interface RenderPreviewsInput extends JobPayload<'templates.render-previews'> {
  /** Aborting while the render waits for its turn rejects with its reason (the job is handed back). */
  readonly signal?: AbortSignal;
}

/**
 * Renders a template's slide thumbnails and stores them beside its file. A template deleted meanwhile keeps
 * nothing; a deck LibreOffice cannot convert is marked `failed` (the page then says 'Preview coming soon').
 * Renders wait for a slot of the previews pool, which serves owners in turn.
 */
@Injectable()
export class RenderPreviewsUseCase {
  private readonly logger = new Logger(RenderPreviewsUseCase.name);

  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly renderer: SlideRenderer,
    private readonly pool: FairPool,
  ) {}

  async execute(input: RenderPreviewsInput): Promise<void> {
    const { templateId } = input;
    const template = await this.templates.findOneBy({ id: templateId });
    if (!template || template.previewStatus === 'ready') return;
    if (!(await this.renderer.available())) {
      await this.templates.update({ id: templateId }, { previewStatus: 'unavailable' });
      return;
    }
    await this.pool.run(template.ownerId, () => this.render(template, input.signal), input.signal);
  }

  private async render(template: Template, signal: AbortSignal | undefined): Promise<void> {
    const templateId = template.id;
    // Deleted while it waited for its turn: nothing to render.
    if (!(await this.templates.existsBy({ id: templateId }))) return;
    const workDir = await createWorkDir();
    try {
      const deck = path.join(workDir, 'source.pptx');
      await pipeline(
        await this.storage.getStream(sourceKey(template.storagePrefix)),
        createWriteStream(deck),
      );
      const slides = await this.renderSafely(templateId, deck, workDir, signal);
      if (slides === null) return;
      for (const [index, file] of slides.entries()) {
        await this.storage.putStream(previewKey(template.storagePrefix, index + 1), createReadStream(file), {
          contentType: 'image/png',
        });
      }
      await this.templates.update(
        { id: templateId },
        { previewStatus: 'ready', previewCount: slides.length },
      );
      if (!(await this.templates.existsBy({ id: templateId }))) {
        await this.storage.deletePrefix(previewPrefix(template.storagePrefix));
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async renderSafely(
    templateId: number,
    deck: string,
    workDir: string,
    signal: AbortSignal | undefined,
  ): Promise<string[] | null> {
    try {
      return await this.renderer.render(deck, workDir, signal);
    } catch (error) {
      // Stopped under LibreOffice (the app quits, a rolling restart): not the deck's fault, the job goes back.
      if (signal?.aborted) throw signal.reason;
      this.logger.warn(`previews of template ${templateId} failed: ${String(error)}`);
      await this.templates.update({ id: templateId }, { previewStatus: 'failed' });
      return null;
    }
  }
}
