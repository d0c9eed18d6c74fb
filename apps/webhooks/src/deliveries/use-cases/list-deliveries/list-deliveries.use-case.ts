import { Injectable } from '@nestjs/common';
import type { WebhookDeliveryData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { EndpointAccess } from '../../../endpoints';
import { DeliveryRepository } from '../../delivery.repository';
import type { DeliveryAttempt } from '../../entities/delivery-attempt.entity';
import type { Delivery } from '../../entities/delivery.entity';

/** The delivery log shows this many of an endpoint's newest deliveries. */
export const DELIVERY_LOG_SIZE = 50;

function statusOf(delivery: Delivery): WebhookDeliveryData['status'] {
  if (delivery.deliveredAt) return 'delivered';
  return delivery.failedAt ? 'failed' : 'pending';
}

function present(delivery: Delivery, attempts: DeliveryAttempt[]): WebhookDeliveryData {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: statusOf(delivery),
    attemptCount: delivery.attemptCount,
    lastStatusCode: delivery.lastStatusCode,
    lastErrorReason: delivery.lastErrorReason,
    nextAttemptAt: statusOf(delivery) === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      errorReason: attempt.errorReason,
    })),
  };
}

/** The delivery log of an endpoint the user manages, newest first. */
@Injectable()
export class ListDeliveriesUseCase {
  constructor(
    private readonly access: EndpointAccess,
    private readonly deliveries: DeliveryRepository,
  ) {}

  async execute(input: RpcPayload<'webhooks.deliveries'>): Promise<WebhookDeliveryData[]> {
    const endpoint = await this.access.managed(input.actorId, input.webhookId);
    const entries = await this.deliveries.newestFor(endpoint.id, DELIVERY_LOG_SIZE);
    return entries.map((entry) => present(entry.delivery, entry.attempts));
  }
}
