import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobPayload } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, RpcClient } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository } from '../../../batches';
import { DeliveryQueue } from '../../../delivery';
import { DrawAhead } from '../../../share-link-issuing';
import { batchDuration, DeckRetention, isFinished } from '../../../shared';
import { SaveNotification } from './save-notification';

type Owner = { readonly name: string; readonly email: string };

/** The event each finished status is announced with. */
const ANNOUNCED_AS = {
  completed: 'presentation.completed',
  failed: 'presentation.failed',
  cancelled: 'presentation.cancelled',
} as const;

/**
 * Announces a finished batch: gives failed rows back to billing (idempotent per batch), then in one
 * transaction sets `announced_at`, stages `presentation.completed` or `presentation.failed` and the `mail.send`
 * job in the outbox, and records the in-app notification; the relay publishes once it committed. The calls to
 * other services come first and outside it, so a failure there retries the job with nothing half-announced, and
 * a redelivered job finds `announced_at` set and repeats nothing. The announcement starts the decks' retention
 * (`decks_expire_at`), and the batch's images archive is deleted: no row renders any more.
 */
@Injectable()
export class FinalizeBatchUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly batches: BatchRepository,
    private readonly rpc: RpcClient,
    private readonly notifications: SaveNotification,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly deliveries: DeliveryQueue,
    private readonly drawAhead: DrawAhead,
    private readonly retention: DeckRetention,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(input: JobPayload<'generation.finalize-batch'>): Promise<void> {
    const { batchId } = input;
    const batch = await this.batches.findById(batchId);
    if (!batch || !isFinished(batch.status)) return;
    // Every row is settled: mails not out yet go (or are skipped for rows without a deck). Idempotent.
    if (batch.deliveryColumn !== null) await this.deliveries.queueReady(batch.id);
    // Drawing ahead's catch-all: a row whose job a crash never staged gets it now (staged ones are not repeated;
    // a row without a deck is skipped by the job).
    if (batch.rowsDone > 0) {
      await this.drawAhead.queue(
        batch.id,
        Array.from({ length: batch.rowCount }, (_, index) => index + 1),
      );
    }
    // No row renders any more, so the images archive is needed no longer. Before the announcement
    // check, so a job retried after a failure here deletes it still.
    // Deleting a missing object is no error, so the key stays on the record (deleting the batch repeats it).
    if (batch.imagesKey) await this.storage.delete(batch.imagesKey);
    if (batch.announcedAt) return;
    // Every deck not made goes back: failed rows, and a cancelled batch's rows never made.
    const unmade = batch.rowCount - batch.rowsDone;
    const released = batch.status === 'cancelled' ? unmade : batch.rowsFailed;
    if (released > 0) {
      await this.rpc.call('billing.release', { userId: batch.ownerId, batchId, rows: released });
    }
    const owner = await this.owner(batch.ownerId);
    const announced = await this.dataSource.transaction(async (manager) => {
      // Conditional, so two finalizers running at once announce once.
      const defaultDays = this.retention.defaultDays;
      if (!(await this.batches.claimAnnouncement(manager, batchId, defaultDays))) return false;
      await this.announce(manager, batch, owner);
      return true;
    });
    if (!announced) return;
    batchDuration.observe(
      { status: batch.status },
      ((batch.completedAt ?? new Date()).getTime() - batch.createdAt.getTime()) / 1000,
    );
    await this.relay.flush();
  }

  private async owner(ownerId: string): Promise<Owner | null> {
    const { users } = await this.rpc.call('identity.find-users', { ids: [ownerId], emails: [] });
    return users[0] ?? null;
  }

  private async announce(manager: EntityManager, batch: Batch, owner: Owner | null): Promise<void> {
    const completed = batch.status === 'completed';
    const kind = ANNOUNCED_AS[batch.status as keyof typeof ANNOUNCED_AS];
    await this.outbox.stage(manager, {
      kind: 'event',
      key: kind,
      payload: {
        batchId: batch.id,
        ownerId: batch.ownerId,
        templateId: batch.templateId,
        templateName: batch.templateName,
        name: batch.name,
        rowCount: batch.rowCount,
        rowsDone: batch.rowsDone,
        rowsFailed: batch.rowsFailed,
        templateTeamId: batch.templateTeamId,
        occurredAt: (batch.completedAt ?? new Date()).toISOString(),
      },
      messageId: `${kind}:${batch.id}`,
    });
    // Cancelled by its owner, who saw the answer: the event for webhooks, no notice and no mail.
    if (kind === 'presentation.cancelled') return;
    await this.notifications.save(manager, batch, kind);
    // The account is gone (its deletion is on the way here too): nobody to mail.
    if (!owner) return;
    const variables: Record<string, string> = {
      name: owner.name,
      templateName: batch.templateName,
      count: String(batch.rowsDone),
    };
    if (!completed) variables['reason'] = 'No row of the data file could be generated.';
    await this.outbox.stage(manager, {
      kind: 'job',
      key: 'mail.send',
      payload: {
        mailId: `batch:${batch.id}`,
        to: owner.email,
        template: completed ? 'batch-completed' : 'batch-failed',
        variables,
        target: { page: 'batch', batchId: batch.id },
      },
      messageId: `mail:batch:${batch.id}`,
    });
  }
}
