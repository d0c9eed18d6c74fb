import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { Clock } from '../shared/clock';
import { User } from '../users/entities/user.entity';

/** Keeps each user's subscription tier as billing last announced it (shown in sessions and principals). */
@Injectable()
export class SubscriptionChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribeEvent(
      'subscription.changed',
      { durable: 'identity-subscription-tier' },
      async (delivery) => {
        await this.apply(delivery.data);
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
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
