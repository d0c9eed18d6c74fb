import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { Clock } from '../shared';
import type { User } from './entities/user.entity';

/**
 * The user.* events other services keep their copies of users by. Each is staged in identity's outbox inside
 * the transaction that makes the change, and published by `flush()` once it committed (or by the relay later,
 * after a crash or a bus outage), with a message id derived from the fact.
 */
@Injectable()
export class UserEvents {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  registered(manager: EntityManager, user: User): Promise<void> {
    return this.outbox.stage(manager, {
      kind: 'event',
      key: 'user.registered',
      payload: { userId: user.id, email: user.email, name: user.name, occurredAt: this.occurredAt() },
      messageId: `user.registered:${user.id}`,
    });
  }

  confirmed(manager: EntityManager, user: User): Promise<void> {
    return this.outbox.stage(manager, {
      kind: 'event',
      key: 'user.confirmed',
      payload: { userId: user.id, occurredAt: this.occurredAt() },
      messageId: `user.confirmed:${user.id}`,
    });
  }

  /** `user` as it is once the transaction commits, `updatedAt` included. */
  updated(manager: EntityManager, user: User): Promise<void> {
    const announced = {
      email: user.email,
      name: user.name,
      admin: user.admin,
      subscriptionTier: user.subscriptionTier,
    };
    return this.outbox.stage(manager, {
      kind: 'event',
      key: 'user.updated',
      payload: { userId: user.id, ...announced, occurredAt: this.occurredAt() },
      messageId: updatedMessageId(user.id, user.updatedAt, announced),
    });
  }

  deleted(manager: EntityManager, userId: string): Promise<void> {
    return this.outbox.stage(manager, {
      kind: 'event',
      key: 'user.deleted',
      payload: { userId, occurredAt: this.occurredAt() },
      messageId: `user.deleted:${userId}`,
    });
  }

  /** Publishes what the caller's committed transaction staged; never throws (the relay retries). */
  flush(): Promise<void> {
    return this.relay.flush();
  }

  private occurredAt(): string {
    return this.clock.now().toISOString();
  }
}

/**
 * A user is updated many times, so the id is the update's time plus a digest of what it announces: two
 * different updates in the same millisecond stay two messages, and the same one staged twice stays one.
 */
function updatedMessageId(userId: string, updatedAt: Date, announced: object): string {
  const digest = createHash('sha256').update(JSON.stringify(announced)).digest('hex').slice(0, 16);
  return `user.updated:${userId}:${updatedAt.getTime()}:${digest}`;
}
