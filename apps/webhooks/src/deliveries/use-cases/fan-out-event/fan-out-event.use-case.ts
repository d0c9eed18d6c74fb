import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EndpointRepository } from '../../../endpoints';
import { Clock } from '../../../shared/clock';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import type { OutgoingEvent } from '../../public-event';

export interface FanOutEventCommand {
  /** The batch's owner, whose own endpoints hear it. */
  ownerUserId: string;
  /** The team its template is shared with, whose endpoints hear it too; null when private. */
  teamId: number | null;
  event: OutgoingEvent;
}

/**
 * One delivery per enabled endpoint of the owner (and of the template's team) subscribed to the event's type, each its own durable job.
 * Idempotent: a redelivered bus event finds its deliveries stored and enqueues only those never attempted
 * (the job's message id drops a second enqueue inside the bus's duplicate window).
 */
@Injectable()
export class FanOutEventUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
  ) {}

  async execute(command: FanOutEventCommand): Promise<number> {
    const subscribers = await this.endpoints.subscribers(
      command.ownerUserId,
      command.teamId,
      command.event.eventType,
    );
    let enqueued = 0;
    for (const endpoint of subscribers) {
      const deliveryId = await this.deliveries.storeOnce(
        endpoint.id,
        command.event,
        randomUUID(),
        this.clock.now(),
      );
      if (deliveryId === null) continue;
      await this.queue.enqueue(deliveryId);
      enqueued += 1;
    }
    return enqueued;
  }
}
