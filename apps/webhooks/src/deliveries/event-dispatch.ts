import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { WebhookEndpoint } from '../endpoints';
import { Clock } from '../shared';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';
import { DeliveryQueue } from './delivery-queue';
import { DeliveryRepository } from './delivery.repository';
import type { OutgoingEvent } from './public-event';
import { retrySweepSettings } from './retry-sweep-settings';

/**
 * Stores and enqueues one public event for each subscribed endpoint: what batch events and audit entries share
 * (signing, retries and the delivery log follow from the stored delivery).
 */
@Injectable()
export class EventDispatch {
  private readonly redispatchAfterMs: number;

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.redispatchAfterMs = retrySweepSettings(options).redispatchAfterMs;
  }

  /** One delivery per endpoint and event id, each its own durable job; how many were enqueued now. */
  async dispatch(subscribers: readonly WebhookEndpoint[], event: OutgoingEvent): Promise<number> {
    let enqueued = 0;
    for (const endpoint of subscribers) {
      const now = this.clock.now();
      const deliveryId = await this.deliveries.storeOnce(
        endpoint.id,
        event,
        randomUUID(),
        now,
        new Date(now.getTime() + this.redispatchAfterMs),
      );
      if (deliveryId === null) continue;
      await this.queue.enqueue(deliveryId, 1);
      enqueued += 1;
    }
    return enqueued;
  }
}
