import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ExportShareViewsUseCase } from './use-cases/export-share-views/export-share-views.use-case';
import { RecentShareOpensUseCase } from './use-cases/recent-share-opens/recent-share-opens.use-case';
import { ShareLinkViewsUseCase } from './use-cases/share-link-views/share-link-views.use-case';
import { StartShareViewUseCase } from './use-cases/start-share-view/start-share-view.use-case';
import { UpdateShareViewUseCase } from './use-cases/update-share-view/update-share-view.use-case';

/** The views of personal links over request/reply (docs/sharing.md, "Analytics"); the rules are in the use cases. */
@Controller()
export class ShareViewsRpcController {
  constructor(
    private readonly startView: StartShareViewUseCase,
    private readonly updateView: UpdateShareViewUseCase,
    private readonly linkViews: ShareLinkViewsUseCase,
    private readonly recentOpens: RecentShareOpensUseCase,
    private readonly exportViews: ExportShareViewsUseCase,
  ) {}

  @RpcHandler('generation.export-share-views')
  exportPage(
    @Payload() input: RpcPayload<'generation.export-share-views'>,
  ): Promise<RpcReply<'generation.export-share-views'>> {
    return this.exportViews.execute(input);
  }

  @RpcHandler('generation.start-share-view')
  start(
    @Payload() input: RpcPayload<'generation.start-share-view'>,
  ): Promise<RpcReply<'generation.start-share-view'>> {
    return this.startView.execute(input);
  }

  @RpcHandler('generation.update-share-view')
  update(
    @Payload() input: RpcPayload<'generation.update-share-view'>,
  ): Promise<RpcReply<'generation.update-share-view'>> {
    return this.updateView.execute(input);
  }

  @RpcHandler('generation.share-link-views')
  views(
    @Payload() input: RpcPayload<'generation.share-link-views'>,
  ): Promise<RpcReply<'generation.share-link-views'>> {
    return this.linkViews.execute(input);
  }

  @RpcHandler('generation.recent-share-opens')
  recent(
    @Payload() input: RpcPayload<'generation.recent-share-opens'>,
  ): Promise<RpcReply<'generation.recent-share-opens'>> {
    return this.recentOpens.execute(input);
  }
}
