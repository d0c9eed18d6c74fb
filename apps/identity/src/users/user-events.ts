import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { Clock } from '../shared/clock';
import type { User } from './entities/user.entity';

/** Publishes the user.* events other services keep their copies of users by. */
@Injectable()
export class UserEvents {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly clock: Clock,
  ) {}

  registered(user: User): Promise<void> {
    return this.bus.publishEvent('user.registered', {
      userId: user.id,
      email: user.email,
      name: user.name,
      occurredAt: this.clock.now().toISOString(),
    });
  }

  confirmed(user: User): Promise<void> {
    return this.bus.publishEvent('user.confirmed', {
      userId: user.id,
      occurredAt: this.clock.now().toISOString(),
    });
  }

  updated(user: User): Promise<void> {
    return this.bus.publishEvent('user.updated', {
      userId: user.id,
      email: user.email,
      name: user.name,
      admin: user.admin,
      subscriptionTier: user.subscriptionTier,
      occurredAt: this.clock.now().toISOString(),
    });
  }

  deleted(userId: string): Promise<void> {
    return this.bus.publishEvent('user.deleted', {
      userId,
      occurredAt: this.clock.now().toISOString(),
    });
  }
}
