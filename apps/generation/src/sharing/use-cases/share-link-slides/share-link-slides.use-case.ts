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
    // The deck served: the link's own, or with living links a later run's (its slides are kept under that run).
    const { deck } = await this.viewer.open(input);
    return this.images.of({
      batchId: deck.batchId,
      rowNumber: deck.rowNumber,
      ownerId: deck.ownerId,
      outputKey: deck.outputKey ?? '',
      pdfKey: deck.pdfKey,
    });
  }
}
