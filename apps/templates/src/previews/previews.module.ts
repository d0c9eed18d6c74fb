import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { Template } from '../library/entities/template.entity';
import { PreviewsJobs } from './previews.jobs';
import { SlideRenderer } from './slide-renderer';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

@Module({
  imports: [DatabaseModule.forFeature([Template])],
  providers: [{ provide: SlideRenderer, useValue: new SlideRenderer() }, RenderPreviewsUseCase, PreviewsJobs],
})
export class PreviewsModule {}
