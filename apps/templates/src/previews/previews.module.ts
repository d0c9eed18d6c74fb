import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FairPool } from '@deckmill/office';
import { LibraryModule, Template } from '../library';
import { PreviewsJobs } from './previews.jobs';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from './slide-renderer';
import { TEMPLATES_OPTIONS, type TemplatesOptions } from '../templates.options';
import { CompiledTemplates } from './row-previews/compiled-templates';
import { RowPreviewsRpcController } from './row-previews/row-previews.rpc-controller';
import { GetRowPreviewSlideUseCase } from './row-previews/use-cases/get-row-preview-slide/get-row-preview-slide.use-case';
import { RenderRowPreviewUseCase } from './row-previews/use-cases/render-row-preview/render-row-preview.use-case';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([Template]), LibraryModule],
  controllers: [RowPreviewsRpcController],
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
      useFactory: ({ previews }: TemplatesOptions) => new FairPool(previews.concurrency, 'previews'),
    },
    RenderPreviewsUseCase,
    PreviewsJobs,
    CompiledTemplates,
    RenderRowPreviewUseCase,
    GetRowPreviewSlideUseCase,
  ],
})
export class PreviewsModule {}
