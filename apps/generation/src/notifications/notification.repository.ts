import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BatchNotificationKind } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { generationTables } from '../generation.tables';

const { notifications } = generationTables;

export interface NewNotification {
  readonly userId: string;
  readonly batchId: string;
  readonly kind: BatchNotificationKind;
  readonly title: string;
  readonly body: string;
}

/** The in-app notifications' hand-written SQL; the list reads through the entity repository. */
@Injectable()
export class NotificationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One per batch and kind, so repeating it adds nothing. */
  async insertOnce(manager: EntityManager, notice: NewNotification): Promise<void> {
    await runSql(
      manager,
      `INSERT INTO ${notifications} ("user_id", "batch_id", "kind", "title", "body")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("batch_id", "kind") DO NOTHING`,
      [notice.userId, notice.batchId, notice.kind, notice.title, notice.body],
    );
  }

  async deleteOfBatch(manager: EntityManager, batchId: string): Promise<void> {
    await runSql(manager, `DELETE FROM ${notifications} WHERE "batch_id" = $1`, [batchId]);
  }

  async deleteOfUser(userId: string): Promise<void> {
    await runSql(this.dataSource, `DELETE FROM ${notifications} WHERE "user_id" = $1`, [userId]);
  }
}
