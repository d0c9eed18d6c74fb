import type { BatchRepository } from '../../batches';
import { type BatchJobs, chunkRanges, type RowRange } from '../../shared';
import { BatchResumption, type ResumableBatch } from './batch-resumption';

/**
 * A resumption over a batch whose rows `pendingRows` are still pending; answers the chunks it re-sent. The
 * repository finds the pending chunks by the size it is given, as its statement does.
 */
async function resent(rowCount: number, pendingRows: number[]): Promise<readonly RowRange[]> {
  let sent: readonly RowRange[] = [];
  const batches = {
    pendingChunkIndexes: async (_batchId: string, chunkRows: number) => [
      ...new Set(pendingRows.map((row) => Math.floor((row - 1) / chunkRows))),
    ],
    finishIfComplete: async () => false,
  } as unknown as BatchRepository;
  const jobs = {
    resendChunks: async (_batchId: string, ranges: readonly RowRange[]) => void (sent = ranges),
  } as unknown as BatchJobs;
  const batch: ResumableBatch = {
    id: 'b1',
    ownerId: 'u1',
    status: 'processing',
    rowCount,
    formats: ['pptx'],
  };
  await new BatchResumption(batches, jobs).resume(batch, new Set(['chunks']), 'pass-1');
  return sent;
}

describe('BatchResumption', () => {
  it.each([60, 3_000, 10_000])('re-sends the very chunks a %i-row batch was cut into', async (rowCount) => {
    const chunks = chunkRanges(rowCount);
    const first = chunks[0];
    const last = chunks.at(-1);
    if (!first || !last) throw new Error('no chunks');
    // A row in the first chunk and the batch's last row: the same ranges, so the same job ids, as at creation.
    expect(await resent(rowCount, [2, rowCount])).toEqual([first, last]);
  });
});
