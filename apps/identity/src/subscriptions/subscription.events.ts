import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { Clock } from '../shared';
import { User } from '../users';

/** Keeps each user's subscription tier as billing last announced it (shown in sessions and principals). */
@Injectable()
export class SubscriptionChanges {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  @OnEvent('subscription.changed', { durable: 'identity-subscription-tier' })
  async onSubscriptionChanged(delivery: EventDelivery<'subscription.changed'>): Promise<void> {
    await this.apply(delivery.data);
  }

  /** A change announced for later (a downgrade at the period's end) is kept pending until its time. */
  async apply(change: EventPayload<'subscription.changed'>): Promise<void> {
    const now = this.clock.now();
    const effectiveAt = new Date(change.effectiveAt);
    const changes: Partial<User> =
      effectiveAt > now
        ? { pendingSubscriptionTier: change.tier, pendingTierEffectiveAt: effectiveAt }
        : { subscriptionTier: change.tier, pendingSubscriptionTier: null, pendingTierEffectiveAt: null };
    await this.users.update({ id: change.userId }, { ...changes, updatedAt: now });
  }
}
