import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { OutboxRelay, type RpcPayload } from '@deckmill/messaging';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { ShareViewEvents } from '../../share-view-events';
import { SlideImages } from '../../slides/slide-images';
import { ViewerLinks } from '../../viewer-links';

const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The viewer's page was shown: a view of an open link starts (gates and passes apply as for the slides; a closed
 * link answers as they do). The link's first view also opens the link, once (`presentation.deck-opened`). The
 * view counts no more slides than the served deck has drawn: the page could show no others, so a forged slide
 * count cannot put slide 400 into the figures (slides not drawn yet: none).
 */
@Injectable()
export class StartShareViewUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly viewer: ViewerLinks,
    private readonly views: ShareLinkViewRepository,
    private readonly events: ShareViewEvents,
    private readonly relay: OutboxRelay,
    private readonly images: SlideImages,
  ) {}

  async execute(
    input: RpcPayload<'generation.start-share-view'>,
  ): Promise<RpcReply<'generation.start-share-view'>> {
    const { link, deck } = await this.viewer.open({ tokenHash: input.tokenHash, pass: input.pass });
    const drawn = await this.images.drawn(deck);
    const slideCount = Math.min(input.slideCount, drawn?.slides.length ?? 0);
    const started = await this.dataSource.transaction(async (manager) => {
      const result = await this.views.start(manager, {
        linkId: link.id,
        batchId: link.batchId,
        ownerId: link.ownerId,
        viewerHash: input.viewerHash,
        // Only a gated link's pass says who is looking: an old pass kept after the gate was removed says nothing.
        passHash: link.gate !== 'none' && input.pass ? hashOf(input.pass) : null,
        device: input.device,
        network: input.network,
        slideCount,
      });
      if (result.firstOpen) await this.events.opened(manager, result.view);
      return result;
    });
    if (started.firstOpen) await this.relay.flush();
    return { viewId: started.view.id };
  }
}
