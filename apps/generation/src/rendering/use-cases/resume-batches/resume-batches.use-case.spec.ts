import type { BatchRepository } from '../../../batches';
import type { BatchJobs } from '../../../shared';
import { BatchResumption } from '../../sweep/batch-resumption';
import type { LostWork, SweptWork } from '../../sweep/lost-work';
import { ResumeBatchesUseCase } from './resume-batches.use-case';

const unfinished = { id: 'b1', ownerId: 'u1', status: 'processing', rowCount: 120, formats: ['pptx'] };
const unannounced = { id: 'b2', ownerId: 'u1', status: 'completed', rowCount: 3, formats: ['pptx'] };

function useCase(staged: boolean, idle: SweptWork[]) {
  const sent: string[] = [];
  const jobs = {
    resendChunks: async (id: string, ranges: unknown[]) => void sent.push(`chunks ${id} ${ranges.length}`),
    resendFinalize: async (id: string) => void sent.push(`finalize ${id}`),
    resendConversions: async (batch: { id: string }) => void sent.push(`conversions ${batch.id}`),
  } as unknown as BatchJobs;
  const batches = {
    unannounced: async () => [unfinished, unannounced],
    pendingChunkIndexes: async () => [0, 1],
    finishIfComplete: async () => false,
    convertingRows: async () => [],
  } as unknown as BatchRepository;
  const lostWork = { staged: async () => staged, idle: async () => new Set(idle) } as unknown as LostWork;
  const resumption = new BatchResumption(batches, jobs);
  return { run: new ResumeBatchesUseCase(batches, resumption, lostWork), sent };
}

describe('ResumeBatchesUseCase', () => {
  it('re-sends owed chunks and finalizers when no job of theirs is left', async () => {
    const { run, sent } = useCase(false, ['chunks', 'finalize', 'conversions']);
    expect(await run.execute()).toBe(2);
    expect(sent).toEqual(['chunks b1 2', 'finalize b2']);
  });

  it('re-sends no chunk while chunk jobs are queued or running (a worker joining a busy fleet)', async () => {
    const { run, sent } = useCase(false, ['finalize']);
    await run.execute();
    expect(sent).toEqual(['finalize b2']);
  });

  it('re-sends nothing while generation has messages staged in its outbox', async () => {
    const { run, sent } = useCase(true, ['chunks', 'finalize', 'conversions']);
    expect(await run.execute()).toBe(0);
    expect(sent).toEqual([]);
  });
});
