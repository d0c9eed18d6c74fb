import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RpcClient } from '@deckmill/messaging';
import { TemplateRepository } from '../../template.repository';

/** Batches asked of generation at a time (its call's limit). */
export const BACKFILL_PAGE = 500;

/**
 * Learns from generation the decks of the batches counted before decks were (the rows TemplatesBatchDecks left
 * unknown) and gives their templates a `decks_count` summed over every batch counted. A batch generation no
 * longer holds (deleted with its decks) counts no decks. Idempotent, so replicas may run it at once. Answers how
 * many batches it learned; once none is left, a pass is one indexed query.
 */
@Injectable()
export class BackfillDecksUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: TemplateRepository,
    private readonly rpc: RpcClient,
  ) {}

  async execute(): Promise<number> {
    let learned = 0;
    for (;;) {
      const unknown = await this.templates.batchesWithoutDecks(BACKFILL_PAGE);
      if (unknown.length === 0) return learned;
      const { batches } = await this.rpc.call('generation.batch-decks', {
        batchIds: unknown.map((batch) => batch.batchId),
      });
      const rowsDone = new Map(batches.map((batch) => [batch.batchId, batch.rowsDone]));
      for (const [templateId, batchIds] of byTemplate(unknown)) {
        const decks = batchIds.map((batchId) => ({ batchId, decks: rowsDone.get(batchId) ?? 0 }));
        await this.dataSource.transaction((manager) =>
          this.templates.backfillDecks(manager, templateId, decks),
        );
      }
      learned += unknown.length;
    }
  }
}

function byTemplate(batches: readonly { batchId: string; templateId: number }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const { batchId, templateId } of batches) {
    grouped.set(templateId, [...(grouped.get(templateId) ?? []), batchId]);
  }
  return grouped;
}
