import { Get, Inject, Param } from '@nestjs/common';
import type { V1ShareLinkList } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';
import { presentationId } from '../../presentations';
import { shareLinkView } from '../../sharing';
import { V1Controller } from '../v1-controller';

/** GET /api/v1/batches/{id}/links: each deck's personal link (docs/sharing.md); another user's batch is 404. */
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
}
