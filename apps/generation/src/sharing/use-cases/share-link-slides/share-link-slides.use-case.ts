import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { SlideImages } from '../../slides/slide-images';
import { ViewerLinks } from '../../viewer-links';

/** The slides of an open link's deck (drawn on the first view), with each slide's text. */
@Injectable()
export class ShareLinkSlidesUseCase {
  constructor(
    private readonly viewer: ViewerLinks,
    private readonly images: SlideImages,
  ) {}

  async execute(
    input: RpcPayload<'generation.share-link-slides'>,
  ): Promise<RpcReply<'generation.share-link-slides'>> {
    const { link } = await this.viewer.open(input);
    return this.images.of({
      batchId: link.batchId,
      rowNumber: link.rowNumber,
      ownerId: link.ownerId,
      outputKey: link.outputKey ?? '',
      pdfKey: link.pdfKey,
    });
  }
}
