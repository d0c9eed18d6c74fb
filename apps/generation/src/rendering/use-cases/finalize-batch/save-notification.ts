import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BatchNotificationKind } from '@deckmill/bus-contracts';
import type { Batch } from '../../../batches';
import { NotificationRepository } from '../../../notifications';

/**
 * The in-app notice of a finished batch, written in the finalizer's transaction; one per batch and kind, so
 * repeating it adds nothing.
 */
@Injectable()
export class SaveNotification {
  constructor(private readonly notifications: NotificationRepository) {}

  async save(manager: EntityManager, batch: Batch, kind: BatchNotificationKind): Promise<void> {
    const completed = kind === 'presentation.completed';
    const failedNote =
      batch.rowsFailed > 0 ? ` ${batch.rowsFailed} ${batch.rowsFailed === 1 ? 'row' : 'rows'} failed.` : '';
    const ready =
      batch.rowsDone === 1
        ? '1 presentation from {t} is ready'
        : `${batch.rowsDone} presentations from {t} are ready`;
    await this.notifications.insertOnce(manager, {
      userId: batch.ownerId,
      batchId: batch.id,
      kind,
      title: completed ? 'Your presentations are ready' : 'Generation failed',
      body: completed
        ? `${ready.replace('{t}', batch.templateName)} to download.${failedNote}`
        : `Generation failed. Please try again.`,
    });
  }
}
