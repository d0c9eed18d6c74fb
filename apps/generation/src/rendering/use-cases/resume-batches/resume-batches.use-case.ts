import { Injectable } from '@nestjs/common';
import { BatchRepository } from '../../../batches';
import { BatchResumption } from '../../sweep/batch-resumption';
import { LostWork } from '../../sweep/lost-work';

/**
 * The sweep (at start-up, then every minute in the process holding the sweep lease): re-sends what the database
 * says is owed and no job is left for: the chunks that still hold pending rows of unfinished batches (a job
 * dead-lettered, or lost with a broker), the conversion jobs of rows still waiting for their PDF, and the
 * finalizer of finished batches never announced. Each kind only while its consumer has no job at all and
 * nothing is staged in the outbox (LostWork), so a process joining a busy fleet re-sends nothing. Repeating work
 * is harmless anyway: rows are written once, announcements are idempotent, and message ids are deduplicated.
 */
@Injectable()
export class ResumeBatchesUseCase {
  constructor(
    private readonly batches: BatchRepository,
    private readonly resumption: BatchResumption,
    private readonly lostWork: LostWork,
  ) {}

  /** Answers how many unfinished or unannounced batches it looked at (0 when nothing can be lost now). */
  async execute(): Promise<number> {
    // The batches first, then the checks: a batch created after the checks is not in the list, so its chunks
    // (published at its creation) are never re-sent.
    const unannounced = await this.batches.unannounced();
    if (unannounced.length === 0 || (await this.lostWork.staged())) return 0;
    const idle = await this.lostWork.idle();
    if (idle.size === 0) return 0;
    const pass = Date.now().toString(36);
    for (const batch of unannounced) await this.resumption.resume(batch, idle, pass);
    return unannounced.length;
  }
}
