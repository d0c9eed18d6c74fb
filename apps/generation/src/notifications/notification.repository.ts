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
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("batch_id", "kind") WHERE "view_id" IS NULL DO NOTHING`,
      [notice.userId, notice.batchId, notice.kind, notice.title, notice.body],
    );
  }

  /** A deck notice, one per view: false when this view already has one. */
  async insertForView(manager: EntityManager, notice: NewNotification, viewId: string): Promise<boolean> {
    const added = await runSql<{ id: number }>(
      manager,
      `INSERT INTO ${notifications} ("user_id", "batch_id", "kind", "title", "body", "view_id")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("view_id") WHERE "view_id" IS NOT NULL DO NOTHING
       RETURNING "id"`,
      [notice.userId, notice.batchId, notice.kind, notice.title, notice.body, viewId],
    );
    return added.rows.length > 0;
  }

  async hasForView(manager: EntityManager, viewId: string): Promise<boolean> {
    const found = await runSql(manager, `SELECT 1 FROM ${notifications} WHERE "view_id" = $1`, [viewId]);
    return found.rows.length > 0;
  }

  async deleteOfBatch(manager: EntityManager, batchId: string): Promise<void> {
    await runSql(manager, `DELETE FROM ${notifications} WHERE "batch_id" = $1`, [batchId]);
  }

  async deleteOfUser(userId: string): Promise<void> {
    await runSql(this.dataSource, `DELETE FROM ${notifications} WHERE "user_id" = $1`, [userId]);
  }
}
