import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Dashboard } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { recentPresentation } from '../presentations';
import { QUICK_ACTIONS, usagePercentage } from './dashboard-stats';

const RECENT = 5;

/** GET /api/dashboard: the dashboard's data, gathered from templates, billing and generation. */
@ApiTags('dashboard')
@Controller('api/dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Welcome data, usage this month, recent presentations and quick actions' })
  async show(@CurrentPrincipal() principal: Principal): Promise<Dashboard> {
    const userId = principal.userId;
    const [templates, usage, recent] = await Promise.all([
      this.rpc.call('templates.list-usable', { userId }),
      this.rpc.call('billing.get-usage', { userId }),
      this.rpc.call('generation.list', { actorId: userId, page: 1, perPage: RECENT }),
    ]);
    return {
      user: { name: principal.name, email: principal.email, subscription_tier: usage.tier },
      stats: {
        templates_count: templates.length,
        presentations_this_month: usage.currentUsage,
        usage_limit: usage.usageLimit,
        usage_percentage: usagePercentage(usage.currentUsage, usage.usageLimit),
      },
      recent_presentations: recent.batches.map(recentPresentation),
      quick_actions: QUICK_ACTIONS,
      resets_at: usage.resetsAt,
    };
  }
}
