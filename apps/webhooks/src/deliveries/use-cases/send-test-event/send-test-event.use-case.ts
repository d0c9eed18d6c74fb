import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EndpointAccess } from '../../../endpoints';
import { Clock } from '../../../shared/clock';
import { WebhookErrors } from '../../../shared/errors';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import { pingEvent } from '../../public-event';

export interface SendTestEventCommand {
  actorId: string;
  webhookId: string;
}

/** "Send test event": a `ping` to one of the user's enabled endpoints, delivered (and logged) like any event. */
@Injectable()
export class SendTestEventUseCase {
  constructor(
    private readonly access: EndpointAccess,
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendTestEventCommand): Promise<{ eventId: string }> {
    const endpoint = await this.access.managed(command.actorId, command.webhookId);
    if (endpoint.disabledAt) throw WebhookErrors.disabled();
    const now = this.clock.now();
    const event = pingEvent(endpoint.id, now);
    const deliveryId = await this.deliveries.storeOnce(endpoint.id, event, randomUUID(), now);
    if (deliveryId) await this.queue.enqueue(deliveryId);
    return { eventId: event.eventId };
  }
}
