import { Module } from '@nestjs/common';
import { RenderingEvents } from './rendering.events';
import { RenderingModule } from './rendering.module';

/** The CPU-bound part of generation: the chunk consumer, alone (`generation-worker`, and `generation`). */
@Module({
  imports: [RenderingModule],
  providers: [RenderingEvents],
})
export class RenderWorkerModule {}
