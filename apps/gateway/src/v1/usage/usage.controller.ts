import { Get } from '@nestjs/common';
import type { V1Usage } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { V1Controller } from '../v1-controller';
import { v1Usage } from './usage-view';

/** GET /api/v1/usage: this month's decks and the plan's limit, as the dashboard shows them. */
@V1Controller('usage')
export class V1UsageController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @RequireScope('read')
  async show(@CurrentPrincipal() principal: Principal): Promise<V1Usage> {
    return v1Usage(await this.rpc.call('billing.get-usage', { userId: principal.userId }));
  }
}
