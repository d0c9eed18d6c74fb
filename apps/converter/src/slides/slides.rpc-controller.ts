import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DrawSlidesUseCase } from './use-cases/draw-slides/draw-slides.use-case';

@Controller()
export class SlidesRpcController {
  constructor(private readonly drawSlides: DrawSlidesUseCase) {}

  @RpcHandler('converter.draw-slides')
  draw(@Payload() input: RpcPayload<'converter.draw-slides'>): Promise<RpcReply<'converter.draw-slides'>> {
    return this.drawSlides.execute(input);
  }
}
