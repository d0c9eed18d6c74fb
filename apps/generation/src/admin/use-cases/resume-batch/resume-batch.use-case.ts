import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';
import { BatchResumption, type SweptWork } from '../../../rendering';
import { GenerationErrors, isFinished } from '../../../shared';
import { toOperatedBatch } from '../../operated-batch';

/**
 * How long an operator's Resume holds the next one back while the batch has not moved since: its jobs may still
 * be queued behind others (the bus's own 2-minute dedupe window is far shorter than a backlog), and re-sending
 * them would render or convert the same rows again. A fixed, documented time (docs/admin.md, "Resume").
 */
export const RESUME_GUARD_MINUTES = 15;

/** An operator asked: every kind of owed work, whether or not the consumers hold jobs (the sweep waits for idle). */
const EVERY_KIND: ReadonlySet<SweptWork> = new Set(['chunks', 'conversions', 'finalize']);
const NOTHING = { chunks: 0, conversions: 0, finalizer: false } as const;

/**
 * An operator's Resume: the resume sweep's step for this one batch, now. A Resume is claimed in
 * `batches.resumed_at` first: while an earlier one is younger than the guard (RESUME_GUARD_MINUTES) and the
 * batch has not moved since, nothing is re-sent (`skipped: 'resumed_recently'`), as its jobs may still be
 * queued. The message ids carry the claim's time, so each claimed Resume is sent in full (a finalizer too).
 * A batch finished and announced has nothing owed.
 */
@Injectable()
export class AdminResumeBatchUseCase {
  constructor(
    private readonly batches: BatchRepository,
    private readonly resumption: BatchResumption,
  ) {}

  async execute(
    input: RpcPayload<'generation.admin-resume-batch'>,
  ): Promise<RpcReply<'generation.admin-resume-batch'>> {
    const batch = await this.batches.findById(input.batchId);
    if (!batch) throw GenerationErrors.notFound();
    if (isFinished(batch.status) && batch.announcedAt !== null) {
      return {
        ...toOperatedBatch(batch),
        resent: NOTHING,
        resumedAt: batch.resumedAt?.toISOString() ?? null,
      };
    }
    const claim = await this.batches.claimResume(batch.id, RESUME_GUARD_MINUTES);
    if (!claim) throw GenerationErrors.notFound();
    const resumedAt = claim.resumedAt.toISOString();
    if (claim.kind === 'held') {
      return { ...toOperatedBatch(batch), resent: NOTHING, resumedAt, skipped: 'resumed_recently' };
    }
    const pass = `operator-${claim.resumedAt.getTime().toString(36)}`;
    const resent = await this.resumption.resume(batch, EVERY_KIND, pass);
    const after = (await this.batches.findById(batch.id)) ?? batch;
    return { ...toOperatedBatch(after), resent, resumedAt };
  }
}
