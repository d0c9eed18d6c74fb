import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, type RpcPayload } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../../../clock';
import { usageMonthOf } from '../../../calendar';
import { PlanTerms } from '../../../plans';
import { SubscriptionLedger } from '../../../subscriptions';
import { UsageReservation } from '../../entities/usage-reservation.entity';
import { monthlyUsage, remainingOf } from '../../monthly-usage';
import { UsageRepository } from '../../usage.repository';

/**
 * Gives back rows of a batch that ended failed. `rows` is the batch's running total of failed rows, so the
 * reservation row (locked) records the most given back and each call only returns the difference, capped at
 * what the batch reserved: a redelivered or repeated release never counts twice. The rows go back to the
 * month they were reserved in. `usage.recorded` (negative rows) is staged in the same transaction (outbox).
 */
@Injectable()
export class ReleaseUsageUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly usage: UsageRepository,
    @Optional() private readonly terms: PlanTerms = new PlanTerms(),
  ) {}

  async execute(input: RpcPayload<'billing.release'>): Promise<RpcReply<'billing.release'>> {
    const { userId, batchId } = input;
    const { tier } = await this.ledger.current(userId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const reservation = await manager
        .getRepository(UsageReservation)
        .findOne({ where: { userId, batchId }, lock: { mode: 'pessimistic_write' } });
      if (!reservation) return null;
      const releasedTotal = Math.min(reservation.reserved, Math.max(reservation.released, input.rows));
      const givenBack = releasedTotal - reservation.released;
      if (givenBack > 0) {
        await manager.update(UsageReservation, { userId, batchId }, { released: releasedTotal });
        await this.usage.giveBack(manager, userId, reservation.month, givenBack);
        await this.outbox.stage(manager, {
          kind: 'event',
          key: 'usage.recorded',
          payload: { userId, rows: -givenBack, batchId, month: reservation.month },
          messageId: `usage.recorded:${userId}:${batchId}:released:${releasedTotal}`,
        });
      }
      return { givenBack };
    });
    if (outcome && outcome.givenBack > 0) await this.relay.flush();
    const used = await monthlyUsage(this.dataSource.manager, userId, usageMonthOf(this.clock.now()));
    return { released: outcome?.givenBack ?? 0, remaining: remainingOf(this.terms.deckLimit(tier), used) };
  }
}
