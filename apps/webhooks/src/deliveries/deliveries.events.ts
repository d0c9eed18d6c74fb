import { Injectable } from '@nestjs/common';
import { OnEvent, OnJob, type EventDelivery, type JobDelivery, type Settlement } from '@deckmill/messaging';
import { batchEvent } from './public-event';
import { AttemptDeliveryUseCase } from './use-cases/attempt-delivery/attempt-delivery.use-case';
import { FanOutEventUseCase } from './use-cases/fan-out-event/fan-out-event.use-case';

/** Generation's batch events become webhook deliveries; each delivery is a durable job, attempted here. */
@Injectable()
export class DeliveriesEvents {
  constructor(
    private readonly fanOut: FanOutEventUseCase,
    readonly attemptDelivery: AttemptDeliveryUseCase,
  ) {}

  @OnEvent('presentation.completed', { durable: 'webhooks-batch-completed' })
  async onBatchCompleted({ data }: EventDelivery<'presentation.completed'>): Promise<void> {
    await this.fanOut.execute({ ownerUserId: data.ownerId, event: batchEvent('batch.completed', data) });
  }

  @OnEvent('presentation.failed', { durable: 'webhooks-batch-failed' })
  async onBatchFailed({ data }: EventDelivery<'presentation.failed'>): Promise<void> {
    await this.fanOut.execute({ ownerUserId: data.ownerId, event: batchEvent('batch.failed', data) });
  }

  @OnJob('webhooks.deliver', (events: DeliveriesEvents) => ({
    durable: 'webhooks-deliver',
    concurrency: 4,
    maxDeliver: events.attemptDelivery.maxBusDeliveries,
  }))
  deliver({ data }: JobDelivery<'webhooks.deliver'>): Promise<Settlement | void> {
    return this.attemptDelivery.execute(data);
  }
}
