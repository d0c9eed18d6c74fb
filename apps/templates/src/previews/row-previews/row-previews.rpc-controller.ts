import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { GetRowPreviewSlideUseCase } from './use-cases/get-row-preview-slide/get-row-preview-slide.use-case';
import { RenderRowPreviewUseCase } from './use-cases/render-row-preview/render-row-preview.use-case';

@Controller()
export class RowPreviewsRpcController {
  constructor(
    private readonly renderRowPreview: RenderRowPreviewUseCase,
    private readonly getRowPreviewSlide: GetRowPreviewSlideUseCase,
  ) {}

  @RpcHandler('templates.row-preview')
  render(@Payload() input: RpcPayload<'templates.row-preview'>) {
    return this.renderRowPreview.execute(input);
  }

  @RpcHandler('templates.row-preview-slide')
  slide(@Payload() input: RpcPayload<'templates.row-preview-slide'>) {
    return this.getRowPreviewSlide.execute(input);
  }
}
