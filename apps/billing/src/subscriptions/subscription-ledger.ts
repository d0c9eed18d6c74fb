import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BillingPeriod, SubscriptionChangeKind, SubscriptionTier } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../clock';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment';
import { SubscriptionChange } from './entities/subscription-change.entity';
import { Subscription } from './entities/subscription.entity';
import { settleDueChanges } from './settle-due-changes';

export const CURRENCY = 'USD';

export interface HistoryEntry {
  kind: SubscriptionChangeKind;
  fromTier: SubscriptionTier | null;
  toTier: SubscriptionTier;
  period: BillingPeriod | null;
  amountCents: number;
  effectiveAt: Date;
}

/** One locked subscription inside a transaction. */
export interface LedgerTransaction {
  readonly manager: EntityManager;
  readonly subscription: Subscription;
  readonly now: Date;
  /** Takes the amount through the payment provider (when above zero) and appends the history entry. */
  record(entry: HistoryEntry): Promise<void>;
}

/**
 * The one way to read or change a subscription. It creates the free subscription a user starts with, applies
 * what fell due (renewals, scheduled downgrades, cancellations) before anyone looks at the plan, records the
 * history with amounts, and stages `subscription.changed` in the outbox, in the same transaction, whenever the
 * tier moved (published by the relay once committed, so a crash or a bus outage can not lose it).
 */
@Injectable()
export class SubscriptionLedger {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  get paymentProvider(): PaymentProvider {
    return this.payments;
  }

  /** The user's subscription as of now; takes the row lock only when it is missing or something fell due. */
  async current(userId: string): Promise<Subscription> {
    const now = this.clock.now();
    const found = await this.dataSource.getRepository(Subscription).findOneBy({ userId });
    if (found && !(found.periodEnd && found.periodEnd.getTime() <= now.getTime())) return found;
    return this.change(userId, async (tx) => tx.subscription);
  }

  /**
   * Runs `work` on the user's subscription locked FOR UPDATE (so plan changes, renewals and the sweeper never
   * interleave), after creating and settling it. Tier moves are staged with it and flushed once it committed.
   */
  async change<T>(userId: string, work: (tx: LedgerTransaction) => Promise<T>): Promise<T> {
    const now = this.clock.now();
    let staged = false;
    const result = await this.dataSource.transaction(async (manager) => {
      const subscription = await this.lockOrCreate(manager, userId, now);
      const tx: LedgerTransaction = {
        manager,
        subscription,
        now,
        record: async (entry) => {
          await this.record(manager, userId, entry);
          if (
            entry.fromTier &&
            entry.fromTier !== entry.toTier &&
            entry.effectiveAt.getTime() <= now.getTime()
          ) {
            await this.stageTierChange(manager, userId, { ...entry, fromTier: entry.fromTier }, now);
            staged = true;
          }
        },
      };
      for (const step of settleDueChanges(subscription, now)) await tx.record(step);
      const outcome = await work(tx);
      subscription.updatedAt = now;
      await manager.getRepository(Subscription).save(subscription);
      return outcome;
    });
    if (staged) await this.relay.flush();
    return result;
  }

  private async lockOrCreate(manager: EntityManager, userId: string, now: Date): Promise<Subscription> {
    const repository = manager.getRepository(Subscription);
    const inserted: unknown[] = await manager
      .createQueryBuilder()
      .insert()
      .into(Subscription)
      .values({
        userId,
        tier: 'free',
        period: null,
        periodStart: null,
        periodEnd: null,
        createdAt: now,
        updatedAt: now,
      })
      .orIgnore()
      .returning(['userId'])
      .execute()
      .then((result) => result.raw as unknown[]);
    if (inserted.length > 0) {
      await this.record(manager, userId, {
        kind: 'signup',
        fromTier: null,
        toTier: 'free',
        period: null,
        amountCents: 0,
        effectiveAt: now,
      });
    }
    return repository.findOneOrFail({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  private async record(manager: EntityManager, userId: string, entry: HistoryEntry): Promise<void> {
    const receipt =
      entry.amountCents > 0
        ? await this.payments.charge({
            userId,
            tier: entry.toTier,
            amountCents: entry.amountCents,
            currency: CURRENCY,
            description: `Deckmill ${entry.toTier} (${entry.kind})`,
          })
        : { reference: null };
    await manager.getRepository(SubscriptionChange).insert({
      userId,
      ...entry,
      currency: CURRENCY,
      provider: this.payments.name,
      providerReference: receipt.reference,
      createdAt: this.clock.now(),
    });
  }

  private async stageTierChange(
    manager: EntityManager,
    userId: string,
    change: HistoryEntry & { fromTier: SubscriptionTier },
    now: Date,
  ): Promise<void> {
    const effectiveAt = change.effectiveAt.toISOString();
    await this.outbox.stage(manager, {
      kind: 'event',
      key: 'subscription.changed',
      payload: {
        userId,
        tier: change.toTier,
        previousTier: change.fromTier,
        effectiveAt,
        occurredAt: now.toISOString(),
      },
      messageId: `subscription.changed:${userId}:${change.toTier}:${effectiveAt}`,
    });
  }
}
