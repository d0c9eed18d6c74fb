import { Get, Inject, Param } from '@nestjs/common';
import type { V1ShareLinkList, V1ShareLinkViews } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';
import { presentationId } from '../../presentations';
import { shareLinkStatsView, shareLinkView, shareViewView } from '../../sharing';
import { ApiError } from '@deckmill/server-kit';
import { V1Controller } from '../v1-controller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v1/batches/{id}/links: each deck's personal link with its stats (docs/sharing.md), and a link's views;
 * another user's batch or link is 404.
 */
@V1Controller('batches')
export class V1ShareLinksController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Get(':id/links')
  @RequireScope('read')
  async list(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1ShareLinkList> {
    const list = await this.rpc.call('generation.share-links', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
    return { data: list.links.map((link) => shareLinkView(link, this.options.appUrl)) };
  }

  @Get(':id/links/:link_id/views')
  @RequireScope('read')
  async views(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('link_id') link: string,
  ): Promise<V1ShareLinkViews> {
    if (!UUID.test(link)) throw ApiError.notFound('Link not found.');
    const { stats, views } = await this.rpc.call('generation.share-link-views', {
      actorId: principal.userId,
      batchId: presentationId(id),
      linkId: link.toLowerCase(),
    });
    return { stats: shareLinkStatsView(stats), data: views.map(shareViewView) };
  }
}
