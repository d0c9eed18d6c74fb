import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource, quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/**
 * A completed batch adds one to its template's presentations count, once per batch however often the event
 * is delivered. A template deleted meanwhile is simply not there to count.
 */
@Injectable()
export class CountPresentationUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(batchId: string, templateId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO ${schema}."counted_presentations" ("batch_id", "template_id") VALUES ($1, $2)
         ON CONFLICT ("batch_id") DO NOTHING RETURNING "batch_id"`,
        [batchId, templateId],
      );
      if (inserted.length === 0) return false;
      await manager.query(
        `UPDATE ${schema}."templates" SET "presentations_count" = "presentations_count" + 1 WHERE "id" = $1`,
        [templateId],
      );
      return true;
    });
  }
}
