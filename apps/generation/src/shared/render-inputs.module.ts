import { Module } from '@nestjs/common';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { IMAGE_SOURCE_FACTORY, unavailableImageSources } from './image-source-factory';
import { TemplateCache } from './template-cache';

/**
 * What a deck is made from besides its row: the compiled templates and the rows' picture sources. Rendering and
 * the batches' preflight both read them, from one cache per process.
 */
@Module({
  providers: [
    TemplateCache,
    {
      provide: IMAGE_SOURCE_FACTORY,
      useFactory: (options: GenerationOptions) => options.imageSources ?? unavailableImageSources,
      inject: [GENERATION_OPTIONS],
    },
  ],
  exports: [TemplateCache, IMAGE_SOURCE_FACTORY],
})
export class RenderInputsModule {}
