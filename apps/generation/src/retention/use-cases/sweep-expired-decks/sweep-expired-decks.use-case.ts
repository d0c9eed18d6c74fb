import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, In, IsNull, LessThanOrEqual, Not, type Repository } from 'typeorm';
import { Batch } from '../../../batches';
import { FINISHED_STATUSES } from '../../../shared';
import { BatchDecksDeletion } from '../../batch-decks-deletion';

/** Batches handled per query; the sweep goes on until a page comes back short. */
const PAGE = 100;

/**
 * Deletes the decks of every finished, announced batch whose plan's days are over (reason
 * `expired`). A batch still rendering has no expiry date yet (it is set when the finished batch is
 * announced) and is never picked. One batch failing is logged and left for the next pass.
 */
@Injectable()
export class SweepExpiredDecksUseCase {
  private readonly logger = new Logger(SweepExpiredDecksUseCase.name);

  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    private readonly deletion: BatchDecksDeletion,
  ) {}

  /** Returns how many batches' decks it deleted. */
  async execute(now: Date = new Date()): Promise<number> {
    let deleted = 0;
    const failed = new Set<string>();
    for (;;) {
      const due = await this.batches.find({
        select: { id: true, ownerId: true, templateTeamId: true, imagesKey: true, name: true },
        where: {
          decksDeletedAt: IsNull(),
          decksExpireAt: And(Not(IsNull()), LessThanOrEqual(now)),
          announcedAt: Not(IsNull()),
          status: In([...FINISHED_STATUSES]),
          ...(failed.size > 0 ? { id: Not(In([...failed])) } : {}),
        },
        order: { decksExpireAt: 'ASC' },
        take: PAGE,
      });
      for (const batch of due) {
        try {
          if (await this.deletion.delete(batch, 'expired')) deleted += 1;
        } catch (error) {
          failed.add(batch.id);
          this.logger.warn(`Expired decks of batch ${batch.id} not deleted yet: ${String(error)}`);
        }
      }
      if (due.length < PAGE) return deleted;
    }
  }
}
