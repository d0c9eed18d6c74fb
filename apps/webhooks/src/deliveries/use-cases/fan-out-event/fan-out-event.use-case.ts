import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EndpointRepository, type WebhookEndpoint } from '../../../endpoints';
import { Clock } from '../../../shared';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../../../webhooks.options';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import type { OutgoingEvent } from '../../public-event';
import { retrySweepSettings } from '../../retry-sweep-settings';

/** A public event made from one of generation's (each handler builds it from its own payload). */
export interface FanOutEventInput {
  /** The batch's owner, whose own endpoints hear it. */
  readonly ownerUserId: string;
  /** The team its template is shared with, whose endpoints hear it too; null when private. */
  readonly teamId: number | null;
  readonly event: OutgoingEvent;
}

/**
 * One delivery per enabled endpoint of the owner (and of the template's team) subscribed to the event's type, each its own durable job.
 * Idempotent: a redelivered bus event finds its deliveries stored and enqueues only those never attempted
 * (the job's message id drops a second enqueue inside the bus's duplicate window). A first attempt whose job is
 * lost (the process died between storing and publishing) is published by the retry sweeper.
 */
@Injectable()
export class FanOutEventUseCase {
  private readonly redispatchAfterMs: number;

  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.redispatchAfterMs = retrySweepSettings(options).redispatchAfterMs;
  }

  async execute(input: FanOutEventInput): Promise<number> {
    const subscribers = await this.endpoints.subscribers(
      input.ownerUserId,
      input.teamId,
      input.event.eventType,
    );
    return this.deliverTo(subscribers, input.event);
  }

  /** Stores and enqueues `event` for each endpoint (once per endpoint and event id); how many were enqueued. */
  async deliverTo(subscribers: WebhookEndpoint[], event: OutgoingEvent): Promise<number> {
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
