import { Module } from '@nestjs/common';
import { BatchAccess, BatchRepositoryModule } from '../batches';
import { GenerationOutboxModule } from '../shared';
import { ShareLinkIssuerModule } from '../share-link-issuing';
import { LinkChanges } from './link-changes';
import { OwnedBatch } from './owned-batch';
import { ShareLinkRepository } from './share-link.repository';
import { ShareLinkViewRepository } from './share-link-view.repository';
import { ShareViewEvents } from './share-view-events';
import { ShareViewSweep } from './share-view-sweep';
import { ShareViewsRpcController } from './share-views.rpc-controller';
import { SharingRpcController } from './sharing.rpc-controller';
import { DrawAheadEvents } from './slides/draw-ahead.events';
import { SlideImages } from './slides/slide-images';
import { EndSilentShareViewsUseCase } from './use-cases/end-silent-share-views/end-silent-share-views.use-case';
import { ListShareLinksUseCase } from './use-cases/list-share-links/list-share-links.use-case';
import { OpenShareLinkUseCase } from './use-cases/open-share-link/open-share-link.use-case';
import { RegenerateShareLinkUseCase } from './use-cases/regenerate-share-link/regenerate-share-link.use-case';
import { RevokeShareLinksUseCase } from './use-cases/revoke-share-links/revoke-share-links.use-case';
import { ShareLinkFileUseCase } from './use-cases/share-link-file/share-link-file.use-case';
import { ShareLinkSlidesUseCase } from './use-cases/share-link-slides/share-link-slides.use-case';
import { ExportShareViewsUseCase } from './use-cases/export-share-views/export-share-views.use-case';
import { RecentShareOpensUseCase } from './use-cases/recent-share-opens/recent-share-opens.use-case';
import { ShareLinkViewsUseCase } from './use-cases/share-link-views/share-link-views.use-case';
import { StartShareViewUseCase } from './use-cases/start-share-view/start-share-view.use-case';
import { UpdateShareLinkUseCase } from './use-cases/update-share-link/update-share-link.use-case';
import { UpdateShareViewUseCase } from './use-cases/update-share-view/update-share-view.use-case';
import { ViewerLinks } from './viewer-links';

/**
 * Personal links to decks: the owner's list and changes, what the public viewer may open, and the views of
 * links with their sweep of silent ones (docs/sharing.md).
 */
@Module({
  imports: [BatchRepositoryModule, ShareLinkIssuerModule, GenerationOutboxModule],
  controllers: [SharingRpcController, ShareViewsRpcController],
  providers: [
    BatchAccess,
    OwnedBatch,
    LinkChanges,
    ShareLinkRepository,
    ViewerLinks,
    SlideImages,
    DrawAheadEvents,
    ListShareLinksUseCase,
    UpdateShareLinkUseCase,
    RevokeShareLinksUseCase,
    RegenerateShareLinkUseCase,
    OpenShareLinkUseCase,
    ShareLinkSlidesUseCase,
    ShareLinkFileUseCase,
    ShareLinkViewRepository,
    ShareViewEvents,
    StartShareViewUseCase,
    UpdateShareViewUseCase,
    ShareLinkViewsUseCase,
    RecentShareOpensUseCase,
    ExportShareViewsUseCase,
    EndSilentShareViewsUseCase,
    ShareViewSweep,
  ],
})
export class SharingModule {}
