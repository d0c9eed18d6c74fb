import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

/**
 * Publishes the durable job of one attempt at a stored delivery. The message id names the delivery and the
 * attempt, so the bus drops a second publication of the same attempt (fan-out and sweeper, two sweepers).
 */
@Injectable()
export class DeliveryQueue {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async enqueue(deliveryId: string, attempt: number): Promise<void> {
    await this.bus.enqueueJob(
      'webhooks.deliver',
      { deliveryId, attempt },
      { messageId: `webhooks.deliver:${deliveryId}:${attempt}` },
    );
  }
}
