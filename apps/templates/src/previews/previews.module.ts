import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DEFAULT_WARM_SETTINGS, FairPool, WarmOffice } from '@deckmill/office';
import { LibraryModule, Template } from '../library';
import { OfficeStatusRpcController } from './office-status.rpc-controller';
import { PreviewsJobs } from './previews.jobs';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from './slide-renderer';
import { TEMPLATES_OPTIONS, type TemplatesOptions } from '../templates.options';
import { CompiledTemplates } from './row-previews/compiled-templates';
import { RowPreviewsRpcController } from './row-previews/row-previews.rpc-controller';
import { GetRowPreviewSlideUseCase } from './row-previews/use-cases/get-row-preview-slide/get-row-preview-slide.use-case';
import { RenderRowPreviewUseCase } from './row-previews/use-cases/render-row-preview/render-row-preview.use-case';
import { GetOfficeStatusUseCase } from './use-cases/get-office-status/get-office-status.use-case';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([Template]), LibraryModule],
  controllers: [RowPreviewsRpcController, OfficeStatusRpcController],
  providers: [
    // LibreOffice kept running between previews (a cold start is seconds of CPU); stopped when idle.
    {
      provide: WarmOffice,
      inject: [TEMPLATES_OPTIONS],
      useFactory: ({ previews }: TemplatesOptions) =>
        new WarmOffice({
          ...(previews.warm ?? DEFAULT_WARM_SETTINGS),
          soffice: previews.soffice,
          sandbox: previews.sandbox,
          memoryLimitBytes: previews.memoryLimitBytes,
          purpose: 'previews',
        }),
    },
    {
      provide: SlideRenderer,
      inject: [TEMPLATES_OPTIONS, WarmOffice],
      useFactory: ({ previews }: TemplatesOptions, warm: WarmOffice) =>
        new SlideRenderer(
          {
            ...DEFAULT_RENDERER_OPTIONS,
            soffice: previews.soffice,
            pdftoppm: previews.pdftoppm,
            pdffonts: previews.pdffonts ?? DEFAULT_RENDERER_OPTIONS.pdffonts,
            sandbox: previews.sandbox,
            memoryLimitBytes: previews.memoryLimitBytes,
          },
          warm.convert,
        ),
    },
    // LibreOffice conversions at once per process (each within its memory limit).
    {
      provide: FairPool,
      inject: [TEMPLATES_OPTIONS],
      useFactory: ({ previews }: TemplatesOptions) => new FairPool(previews.concurrency, 'previews'),
    },
    RenderPreviewsUseCase,
    GetOfficeStatusUseCase,
    PreviewsJobs,
    CompiledTemplates,
    RenderRowPreviewUseCase,
    GetRowPreviewSlideUseCase,
  ],
})
export class PreviewsModule {}
