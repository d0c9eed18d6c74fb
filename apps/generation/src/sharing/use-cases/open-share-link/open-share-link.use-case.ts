import { Injectable } from '@nestjs/common';
import type { OpenedShareLink } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ViewerLinks } from '../../viewer-links';

/** A viewer opens a link: unknown, gone (and why), gated, or open with what the page shows. */
@Injectable()
export class OpenShareLinkUseCase {
  constructor(private readonly viewer: ViewerLinks) {}

  async execute(input: RpcPayload<'generation.open-share-link'>): Promise<OpenedShareLink> {
    return (await this.viewer.resolve(input)).opened;
  }
}
