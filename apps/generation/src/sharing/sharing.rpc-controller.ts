import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListShareLinksUseCase } from './use-cases/list-share-links/list-share-links.use-case';
import { OpenShareLinkUseCase } from './use-cases/open-share-link/open-share-link.use-case';
import { RegenerateShareLinkUseCase } from './use-cases/regenerate-share-link/regenerate-share-link.use-case';
import { RevokeShareLinksUseCase } from './use-cases/revoke-share-links/revoke-share-links.use-case';
import { ShareLinkFileUseCase } from './use-cases/share-link-file/share-link-file.use-case';
import { ShareLinkSlidesUseCase } from './use-cases/share-link-slides/share-link-slides.use-case';
import { UpdateShareLinkUseCase } from './use-cases/update-share-link/update-share-link.use-case';

/** Personal links over request/reply; every rule is in the use cases. */
@Controller()
export class SharingRpcController {
  constructor(
    private readonly listLinks: ListShareLinksUseCase,
    private readonly updateLink: UpdateShareLinkUseCase,
    private readonly revokeLinks: RevokeShareLinksUseCase,
    private readonly regenerateLink: RegenerateShareLinkUseCase,
    private readonly openLink: OpenShareLinkUseCase,
    private readonly linkSlides: ShareLinkSlidesUseCase,
    private readonly linkFile: ShareLinkFileUseCase,
  ) {}

  @RpcHandler('generation.share-links')
  list(@Payload() input: RpcPayload<'generation.share-links'>): Promise<RpcReply<'generation.share-links'>> {
    return this.listLinks.execute(input);
  }

  @RpcHandler('generation.update-share-link')
  update(
    @Payload() input: RpcPayload<'generation.update-share-link'>,
  ): Promise<RpcReply<'generation.update-share-link'>> {
    return this.updateLink.execute(input);
  }

  @RpcHandler('generation.revoke-share-links')
  revoke(
    @Payload() input: RpcPayload<'generation.revoke-share-links'>,
  ): Promise<RpcReply<'generation.revoke-share-links'>> {
    return this.revokeLinks.execute(input);
  }

  @RpcHandler('generation.regenerate-share-link')
  regenerate(
    @Payload() input: RpcPayload<'generation.regenerate-share-link'>,
  ): Promise<RpcReply<'generation.regenerate-share-link'>> {
    return this.regenerateLink.execute(input);
  }

  @RpcHandler('generation.open-share-link')
  open(
    @Payload() input: RpcPayload<'generation.open-share-link'>,
  ): Promise<RpcReply<'generation.open-share-link'>> {
    return this.openLink.execute(input);
  }

  @RpcHandler('generation.share-link-slides')
  slides(
    @Payload() input: RpcPayload<'generation.share-link-slides'>,
  ): Promise<RpcReply<'generation.share-link-slides'>> {
    return this.linkSlides.execute(input);
  }

  @RpcHandler('generation.share-link-file')
  file(
    @Payload() input: RpcPayload<'generation.share-link-file'>,
  ): Promise<RpcReply<'generation.share-link-file'>> {
    return this.linkFile.execute(input);
  }
}
