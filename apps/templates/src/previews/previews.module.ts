import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { Template } from '../library/entities/template.entity';
import { FairPool } from './fair-pool';
import { PreviewsJobs } from './previews.jobs';
import { SlideRenderer } from './slide-renderer';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

@Module({
  imports: [DatabaseModule.forFeature([Template])],
  providers: [
    { provide: SlideRenderer, useValue: new SlideRenderer() },
    { provide: FairPool, useFactory: () => new FairPool(previewConcurrency()) },
    RenderPreviewsUseCase,
    PreviewsJobs,
  ],
})
export class PreviewsModule {}

/** LibreOffice conversions at once per process (each may use up to DECKMILL_PREVIEW_MEMORY_MB). */
function previewConcurrency(): number {
  const configured = Number(process.env['DECKMILL_PREVIEW_CONCURRENCY'] ?? 1);
  return Number.isInteger(configured) && configured >= 1 ? configured : 1;
}
