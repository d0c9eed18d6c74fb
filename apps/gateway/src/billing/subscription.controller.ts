import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PlanChoiceSchema,
  type PlanChangeQuoteView,
  type PlanChangeResultView,
  type SubscriptionPageData,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SessionOnlyGuard, SignedInGuard } from '../auth';
import { quoteView, resultView, subscriptionPageData } from './subscription-views';

/**
 * /api/settings/subscription: the subscription pages' data and plan changes (docs/billing.md). Plan changes
 * are account management, so they need a signed-in browser: an API key gets a 403.
 */
@ApiTags('billing')
@Controller('api/settings/subscription')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class SubscriptionController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Plan, usage, plans, billing date, pending change, payment provider and history' })
  async show(@CurrentPrincipal() principal: Principal): Promise<SubscriptionPageData> {
    return subscriptionPageData(
      await this.rpc.call('billing.get-subscription', { userId: principal.userId }),
    );
  }

  @Get('new')
  @ApiOperation({
    summary: 'Quote a plan change (?plan=&period=monthly|annual): amount due now, effective date',
  })
  async quote(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
  ): Promise<PlanChangeQuoteView> {
    const choice = parseInput(PlanChoiceSchema, query);
    const quote = await this.rpc.call('billing.quote-change', {
      userId: principal.userId,
      tier: choice.plan,
      period: choice.period,
    });
    return quoteView(quote);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a plan change (plan, period): upgrades now, downgrades at the billing date',
  })
  async change(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<PlanChangeResultView> {
    const choice = parseInput(PlanChoiceSchema, body);
    const result = await this.rpc.call('billing.change-plan', {
      userId: principal.userId,
      tier: choice.plan,
      period: choice.period,
    });
    return resultView(result);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel: the paid plan moves to free at the end of the period' })
  async cancel(@CurrentPrincipal() principal: Principal): Promise<PlanChangeResultView> {
    return resultView(await this.rpc.call('billing.cancel', { userId: principal.userId }));
  }
}
