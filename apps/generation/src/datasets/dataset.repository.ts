import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { generationTables } from '../generation.tables';
import { Dataset } from './entities/dataset.entity';

const { datasets } = generationTables;

/** The datasets' records; their contents are in object storage (DatasetStore). */
@Injectable()
export class DatasetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The owner's dataset, or null for one that does not exist or is someone else's (the same answer). */
  findOwned(ownerId: string, id: string): Promise<Dataset | null> {
    return this.dataSource.getRepository(Dataset).findOneBy({ id, ownerId });
  }

  /** A use keeps the dataset: its expiry moves to `expiresAt` (never earlier than it was). */
  async keepUntil(id: string, expiresAt: Date): Promise<void> {
    await runSql(
      this.dataSource,
      `UPDATE ${datasets} SET "expires_at" = GREATEST("expires_at", $2) WHERE "id" = $1`,
      [id, expiresAt],
    );
  }

  async exists(id: string): Promise<boolean> {
    return (await this.dataSource.getRepository(Dataset).countBy({ id })) > 0;
  }

  /** Deletes the record; true when it was there (a sweep and an owner's delete may race). */
  async delete(id: string, manager?: EntityManager): Promise<boolean> {
    const { affected } = await runSql(manager ?? this.dataSource, `DELETE FROM ${datasets} WHERE "id" = $1`, [
      id,
    ]);
    return affected > 0;
  }

  /** A page of expired datasets, oldest first. */
  expired(now: Date, limit: number): Promise<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>[]> {
    return selectRows<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>>(
      this.dataSource,
      `SELECT "id", "contents_key" AS "contentsKey", "owner_id" AS "ownerId", "file_name" AS "fileName" FROM ${datasets}
       WHERE "expires_at" <= $1 ORDER BY "expires_at" LIMIT $2`,
      [now, limit],
    );
  }

  /** The owner's datasets not expired at `now`, oldest first. */
  liveOf(ownerId: string, now: Date): Promise<Dataset[]> {
    return this.dataSource
      .getRepository(Dataset)
      .createQueryBuilder('dataset')
      .where('dataset.ownerId = :ownerId AND dataset.expiresAt > :now', { ownerId, now })
      .orderBy('dataset.createdAt', 'ASC')
      .getMany();
  }

  /** The owner's datasets past the newest `keep`, oldest first. */
  beyondNewest(
    ownerId: string,
    keep: number,
  ): Promise<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>[]> {
    return selectRows<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>>(
      this.dataSource,
      `SELECT "id", "contents_key" AS "contentsKey", "owner_id" AS "ownerId", "file_name" AS "fileName" FROM ${datasets}
       WHERE "owner_id" = $1 ORDER BY "created_at" DESC, "id" OFFSET $2`,
      [ownerId, keep],
    );
  }

  ownedBy(ownerId: string): Promise<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>[]> {
    return selectRows<Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>>(
      this.dataSource,
      `SELECT "id", "contents_key" AS "contentsKey", "owner_id" AS "ownerId", "file_name" AS "fileName" FROM ${datasets} WHERE "owner_id" = $1`,
      [ownerId],
    );
  }
}
