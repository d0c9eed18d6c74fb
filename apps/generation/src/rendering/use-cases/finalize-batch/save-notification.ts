import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import type { Batch } from '../../../batches/entities/batch.entity';

const notifications = `${quoteIdent(serviceSchema('generation'))}."notifications"`;

/**
 * The in-app notice of a finished batch, written in the finalizer's transaction; one per batch and kind, so
 * repeating it adds nothing.
 */
@Injectable()
export class SaveNotification {
  async save(
    manager: EntityManager,
    batch: Batch,
    kind: 'presentation.completed' | 'presentation.failed',
  ): Promise<void> {
    const completed = kind === 'presentation.completed';
    const failedNote =
      batch.rowsFailed > 0 ? ` ${batch.rowsFailed} ${batch.rowsFailed === 1 ? 'row' : 'rows'} failed.` : '';
    const ready =
      batch.rowsDone === 1
        ? '1 presentation from {t} is ready'
        : `${batch.rowsDone} presentations from {t} are ready`;
    await manager.query(
      `INSERT INTO ${notifications} ("user_id", "batch_id", "kind", "title", "body", "url")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("batch_id", "kind") DO NOTHING`,
      [
        batch.ownerId,
        batch.id,
        kind,
        completed ? 'Your presentations are ready' : 'Generation failed',
        completed
          ? `${ready.replace('{t}', batch.templateName)} to download.${failedNote}`
          : `Generation failed. Please try again.`,
        `/app/presentations/${batch.id}`,
      ],
    );
  }
}
