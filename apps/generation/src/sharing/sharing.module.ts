import { Module } from '@nestjs/common';
import { BatchAccess, BatchRepositoryModule } from '../batches';
import { GenerationOutboxModule } from '../shared';
import { ShareLinkIssuerModule } from '../share-link-issuing';
import { LinkChanges } from './link-changes';
import { OwnedBatch } from './owned-batch';
import { ShareLinkRepository } from './share-link.repository';
import { SharingRpcController } from './sharing.rpc-controller';
import { SlideImages } from './slides/slide-images';
import { ListShareLinksUseCase } from './use-cases/list-share-links/list-share-links.use-case';
import { OpenShareLinkUseCase } from './use-cases/open-share-link/open-share-link.use-case';
import { RegenerateShareLinkUseCase } from './use-cases/regenerate-share-link/regenerate-share-link.use-case';
import { RevokeShareLinksUseCase } from './use-cases/revoke-share-links/revoke-share-links.use-case';
import { ShareLinkFileUseCase } from './use-cases/share-link-file/share-link-file.use-case';
import { ShareLinkSlidesUseCase } from './use-cases/share-link-slides/share-link-slides.use-case';
import { UpdateShareLinkUseCase } from './use-cases/update-share-link/update-share-link.use-case';
import { ViewerLinks } from './viewer-links';

/** Personal links to decks: the owner's list and changes, and what the public viewer may open (docs/sharing.md). */
@Module({
  imports: [BatchRepositoryModule, ShareLinkIssuerModule, GenerationOutboxModule],
  controllers: [SharingRpcController],
  providers: [
    BatchAccess,
    OwnedBatch,
    LinkChanges,
    ShareLinkRepository,
    ViewerLinks,
    SlideImages,
    ListShareLinksUseCase,
    UpdateShareLinkUseCase,
    RevokeShareLinksUseCase,
    RegenerateShareLinkUseCase,
    OpenShareLinkUseCase,
    ShareLinkSlidesUseCase,
    ShareLinkFileUseCase,
  ],
})
export class SharingModule {}
