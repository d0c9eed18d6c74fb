import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { USAGE_LIMIT_REACHED, type RpcReply, type SubscriptionTier } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, type RpcPayload } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../../../clock';
import { usageMonthOf, usageResetsAt } from '../../../calendar';
import { PlanTerms } from '../../../plans';
import { BillingErrors } from '../../../shared';
import { SubscriptionLedger } from '../../../subscriptions';
import { UsageReservation } from '../../entities/usage-reservation.entity';
import { limitReachedMessage } from '../../limit-reached-message';
import { monthlyUsage, remainingOf } from '../../monthly-usage';
import { UsageRepository } from '../../usage.repository';

/**
 * Reserves rows of this month's allowance for a batch. Atomic across processes: the month's counter only
 * moves with a conditional UPDATE (`used + rows <= limit`), which PostgreSQL serialises on the row, so two
 * concurrent batches can never pass the limit together. Idempotent per batch: the reservation row is
 * inserted first, and a batch already reserved answers without counting again. `usage.recorded` is staged in
 * the same transaction (transactional outbox), so it is published exactly when the count moved.
 */
@Injectable()
export class ReserveUsageUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly usage: UsageRepository,
    @Optional() private readonly terms: PlanTerms = new PlanTerms(),
  ) {}

  async execute(input: RpcPayload<'billing.reserve'>): Promise<RpcReply<'billing.reserve'>> {
    const { tier } = await this.ledger.current(input.userId);
    const now = this.clock.now();
    const limit = this.terms.deckLimit(tier);
    const outcome = await this.dataSource.transaction((manager) =>
      this.reserve(manager, input, { tier, month: usageMonthOf(now), limit, now }),
    );
    if (outcome.counted) await this.relay.flush();
    return {
      reserved: true,
      remaining: remainingOf(limit, outcome.used),
      resetsAt: usageResetsAt(now).toISOString(),
    };
  }

  private async reserve(
    manager: EntityManager,
    input: RpcPayload<'billing.reserve'>,
    terms: { tier: SubscriptionTier; month: string; limit: number | null; now: Date },
  ): Promise<{ counted: boolean; month: string; used: number }> {
    const { userId, batchId, rows } = input;
    const { month, limit, now } = terms;
    const inserted = await this.usage.insertReservation(manager, { userId, batchId, month, rows, now });
    if (!inserted) {
      const first = await manager.getRepository(UsageReservation).findOneByOrFail({ userId, batchId });
      return { counted: false, month: first.month, used: await monthlyUsage(manager, userId, first.month) };
    }
    await this.usage.ensureMonth(manager, userId, month);
    const countedUsed = await this.usage.countWithinLimit(manager, { userId, month, rows, limit });
    if (countedUsed !== null) {
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'usage.recorded',
        payload: { userId, rows, batchId, month },
        messageId: `usage.recorded:${userId}:${batchId}:reserved`,
      });
      return { counted: true, month, used: countedUsed };
    }
    // Refused: throwing rolls the reservation row back, so a later retry of this batch is judged afresh.
    const used = await monthlyUsage(manager, userId, month);
    const message = limitReachedMessage({
      tier: terms.tier,
      limit: limit ?? 0,
      remaining: remainingOf(limit, used) ?? 0,
      requested: rows,
      resetsAt: usageResetsAt(now),
    });
    throw BillingErrors.usageLimitReached(USAGE_LIMIT_REACHED, message);
  }
}
