import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

/** Enqueues the durable job of a stored delivery, deduplicated by the delivery's id. */
@Injectable()
export class DeliveryQueue {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async enqueue(deliveryId: string): Promise<void> {
    await this.bus.enqueueJob(
      'webhooks.deliver',
      { deliveryId },
      { messageId: `webhooks.deliver:${deliveryId}` },
    );
  }
}
