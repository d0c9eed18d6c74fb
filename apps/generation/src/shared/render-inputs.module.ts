import { Module } from '@nestjs/common';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { IMAGE_SOURCE_FACTORY, unavailableImageSources } from './image-source-factory';
import { TemplateCache } from './template-cache';
import { TemplateWarmup } from './template-warmup';

/**
 * What a deck is made from besides its row: the compiled templates and the rows' picture sources. Rendering and
 * the batches' preflight both read them, from one cache per process, which a new batch warms where it renders.
 */
@Module({
  providers: [
    TemplateCache,
    TemplateWarmup,
    {
      provide: IMAGE_SOURCE_FACTORY,
      useFactory: (options: GenerationOptions) => options.imageSources ?? unavailableImageSources,
      inject: [GENERATION_OPTIONS],
    },
  ],
  exports: [TemplateCache, TemplateWarmup, IMAGE_SOURCE_FACTORY],
})
export class RenderInputsModule {}
