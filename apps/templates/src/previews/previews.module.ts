import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { FairPool } from '@deckmill/office';
import { Template } from '../library/entities/template.entity';
import { PreviewsJobs } from './previews.jobs';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from './slide-renderer';
import { TEMPLATES_OPTIONS, type TemplatesOptions } from '../templates.options';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

@Module({
  imports: [DatabaseModule.forFeature([Template])],
  providers: [
    {
      provide: SlideRenderer,
      inject: [TEMPLATES_OPTIONS],
      useFactory: ({ previews }: TemplatesOptions) =>
        new SlideRenderer({
          ...DEFAULT_RENDERER_OPTIONS,
          soffice: previews.soffice,
          pdftoppm: previews.pdftoppm,
          sandbox: previews.sandbox,
          memoryLimitBytes: previews.memoryLimitBytes,
        }),
    },
    // LibreOffice conversions at once per process (each within its memory limit).
    {
      provide: FairPool,
      inject: [TEMPLATES_OPTIONS],
      useFactory: ({ previews }: TemplatesOptions) => new FairPool(previews.concurrency),
    },
    RenderPreviewsUseCase,
    PreviewsJobs,
  ],
})
export class PreviewsModule {}
