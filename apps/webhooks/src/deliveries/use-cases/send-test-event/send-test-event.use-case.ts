import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { EndpointAccess } from '../../../endpoints';
import { Clock, WebhookErrors } from '../../../shared';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../../../webhooks.options';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import { pingEvent } from '../../public-event';
import { retrySweepSettings } from '../../retry-sweep-settings';

/** "Send test event": a `ping` to one of the user's enabled endpoints, delivered (and logged) like any event. */
@Injectable()
export class SendTestEventUseCase {
  private readonly redispatchAfterMs: number;

  constructor(
    private readonly access: EndpointAccess,
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.redispatchAfterMs = retrySweepSettings(options).redispatchAfterMs;
  }

  async execute(input: RpcPayload<'webhooks.send-test'>): Promise<{ eventId: string }> {
    const endpoint = await this.access.managed(input.actorId, input.webhookId);
    if (endpoint.disabledAt) throw WebhookErrors.disabled();
    const now = this.clock.now();
    const event = pingEvent(endpoint.id, now);
    const dispatchedUntil = new Date(now.getTime() + this.redispatchAfterMs);
    const deliveryId = await this.deliveries.storeOnce(
      endpoint.id,
      event,
      randomUUID(),
      now,
      dispatchedUntil,
    );
    if (deliveryId) await this.queue.enqueue(deliveryId, 1);
    return { eventId: event.eventId };
  }
}
