import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, OnJob, type EventDelivery, type JobDelivery } from '@deckmill/messaging';
import { batchEvent, deckEvent, deliveryFailedEvent, rowFailedEvent } from './public-event';
import { AttemptDeliveryUseCase } from './use-cases/attempt-delivery/attempt-delivery.use-case';
import { ForgetBatchUseCase } from './use-cases/forget-batch/forget-batch.use-case';
import { FanOutEventUseCase } from './use-cases/fan-out-event/fan-out-event.use-case';
import { StreamAuditEntryUseCase } from './use-cases/stream-audit-entry/stream-audit-entry.use-case';

/**
 * Generation's batch, row and deck (personal link) events become webhook deliveries, for the batch owner's endpoints and those of the
 * team its template is shared with (`templateTeamId`; absent from older producers: none). Each attempt is a
 * durable job, attempted here. Errors here mean the webhooks database or NATS is down: the bus retries them for a
 * day, so an outage delays events and attempts but loses none.
 */
const OUTLASTS_AN_OUTAGE = {
  maxDeliver: DAY_OF_RETRIES.maxDeliver,
  backoffMs: [...DAY_OF_RETRIES.backoffMs],
};

@Injectable()
export class DeliveriesEvents {
  constructor(
    private readonly fanOut: FanOutEventUseCase,
    private readonly attemptDelivery: AttemptDeliveryUseCase,
    private readonly streamAuditEntry: StreamAuditEntryUseCase,
    private readonly forgetBatch: ForgetBatchUseCase,
  ) {}

  @OnEvent('presentation.completed', { durable: 'webhooks-batch-completed', ...OUTLASTS_AN_OUTAGE })
  async onBatchCompleted({ data }: EventDelivery<'presentation.completed'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId ?? null,
      event: batchEvent('batch.completed', data),
    });
  }

  @OnEvent('presentation.failed', { durable: 'webhooks-batch-failed', ...OUTLASTS_AN_OUTAGE })
  async onBatchFailed({ data }: EventDelivery<'presentation.failed'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId ?? null,
      event: batchEvent('batch.failed', data),
    });
  }

  /** The owner cancelled the batch (from the app or API v1). */
  @OnEvent('presentation.cancelled', { durable: 'webhooks-batch-cancelled', ...OUTLASTS_AN_OUTAGE })
  async onBatchCancelled({ data }: EventDelivery<'presentation.cancelled'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId ?? null,
      event: batchEvent('batch.cancelled', data),
    });
  }

  /** The owner deleted the batch; its events leave the delivery log. */
  @OnEvent('presentation.deleted', { durable: 'webhooks-batch-deleted', ...OUTLASTS_AN_OUTAGE })
  async onBatchDeleted({ data }: EventDelivery<'presentation.deleted'>): Promise<void> {
    await this.forgetBatch.execute(data);
  }

  @OnEvent('presentation.row-failed', { durable: 'webhooks-row-failed', ...OUTLASTS_AN_OUTAGE })
  async onRowFailed({ data }: EventDelivery<'presentation.row-failed'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId,
      event: rowFailedEvent(data),
    });
  }

  @OnEvent('presentation.delivery-failed', { durable: 'webhooks-delivery-failed', ...OUTLASTS_AN_OUTAGE })
  async onDeliveryFailed({ data }: EventDelivery<'presentation.delivery-failed'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId,
      event: deliveryFailedEvent(data),
    });
  }

  /** A personal link's first view began (once per link). */
  @OnEvent('presentation.deck-opened', { durable: 'webhooks-deck-opened', ...OUTLASTS_AN_OUTAGE })
  async onDeckOpened({ data }: EventDelivery<'presentation.deck-opened'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId,
      event: deckEvent('deck.opened', data),
    });
  }

  /** A view of a personal link ended, with its seconds per slide (once per view). */
  @OnEvent('presentation.deck-viewed', { durable: 'webhooks-deck-viewed', ...OUTLASTS_AN_OUTAGE })
  async onDeckViewed({ data }: EventDelivery<'presentation.deck-viewed'>): Promise<void> {
    await this.fanOut.execute({
      ownerUserId: data.ownerId,
      teamId: data.templateTeamId,
      event: deckEvent('deck.viewed', data),
    });
  }

  /** Each committed audit entry, streamed to its tenant's `audit.*` endpoints (a SIEM). */
  @OnEvent('audit.recorded', { durable: 'webhooks-audit-recorded', ...OUTLASTS_AN_OUTAGE })
  async onAuditRecorded({ data }: EventDelivery<'audit.recorded'>): Promise<void> {
    await this.streamAuditEntry.execute(data);
  }

  @OnJob('webhooks.deliver', { durable: 'webhooks-deliver', concurrency: 4, ...OUTLASTS_AN_OUTAGE })
  deliver({ data }: JobDelivery<'webhooks.deliver'>): Promise<void> {
    return this.attemptDelivery.execute(data);
  }
}
