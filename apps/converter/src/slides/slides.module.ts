import { Module } from '@nestjs/common';
import { ConversionModule } from '../conversion';
import { SlidesRpcController } from './slides.rpc-controller';
import { DrawSlidesUseCase } from './use-cases/draw-slides/draw-slides.use-case';

/** Draws personal links' slides for generation (docs/sharing.md), on the conversions' warm LibreOffice. */
@Module({
  imports: [ConversionModule],
  controllers: [SlidesRpcController],
  providers: [DrawSlidesUseCase],
})
export class SlidesModule {}
