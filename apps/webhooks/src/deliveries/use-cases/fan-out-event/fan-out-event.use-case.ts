import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EndpointRepository } from '../../../endpoints';
import { Clock } from '../../../shared/clock';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import type { OutgoingEvent } from '../../public-event';

export interface FanOutEventCommand {
  ownerUserId: string;
  event: OutgoingEvent;
}

/**
 * One delivery per enabled endpoint of the owner subscribed to the event's type, each its own durable job.
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
    const subscribers = await this.endpoints.subscribers(command.ownerUserId, command.event.eventType);
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
