import { Inject, Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { Batch } from '../../../batches/entities/batch.entity';
import { BatchProgress } from '../../batch-progress';
import { SaveNotification } from './save-notification';

/**
 * Announces a finished batch: gives failed rows back to billing, publishes `presentation.completed` or
 * `presentation.failed`, records the in-app notification and sends the e-mail. Every step is idempotent
 * (billing by batch, the event and the mail by id, the notification by batch and kind), so a redelivered job
 * repeats nothing; `announced_at` then closes the batch.
 */
@Injectable()
export class FinalizeBatchUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly rpc: RpcClient,
    private readonly progress: BatchProgress,
    private readonly notifications: SaveNotification,
  ) {}

  async execute(batchId: string): Promise<void> {
    const batch = await this.batches.findOneBy({ id: batchId });
    if (!batch || batch.announcedAt || (batch.status !== 'completed' && batch.status !== 'failed')) return;
    if (batch.rowsFailed > 0) {
      await this.rpc.call('billing.release', { userId: batch.ownerId, batchId, rows: batch.rowsFailed });
    }
    const kind = batch.status === 'completed' ? 'presentation.completed' : 'presentation.failed';
    await this.bus.publishEvent(
      kind,
      {
        batchId,
        ownerId: batch.ownerId,
        templateId: batch.templateId,
        templateName: batch.templateName,
        name: batch.name,
        rowCount: batch.rowCount,
        rowsDone: batch.rowsDone,
        rowsFailed: batch.rowsFailed,
        occurredAt: (batch.completedAt ?? new Date()).toISOString(),
      },
      { messageId: `${kind}:${batchId}` },
    );
    await this.notifications.save(batch, kind);
    await this.mail(batch);
    await this.progress.markAnnounced(batchId);
  }

  private async mail(batch: Batch): Promise<void> {
    const { users } = await this.rpc.call('identity.find-users', { ids: [batch.ownerId], emails: [] });
    const owner = users[0];
    if (!owner) return;
    const completed = batch.status === 'completed';
    const variables: Record<string, string> = {
      name: owner.name,
      templateName: batch.templateName,
      count: String(batch.rowsDone),
      path: `/app/presentations/${batch.id}`,
    };
    if (!completed) variables['reason'] = 'No row of the CSV file could be generated.';
    await this.bus.enqueueJob(
      'mail.send',
      {
        mailId: `batch:${batch.id}`,
        to: owner.email,
        template: completed ? 'batch-completed' : 'batch-failed',
        variables,
      },
      { messageId: `mail:batch:${batch.id}` },
    );
  }
}
