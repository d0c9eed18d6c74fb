import type { Batch, BatchRepository, ResumeClaim } from '../../../batches';
import type { BatchResumption, SweptWork } from '../../../rendering';
import { AdminResumeBatchUseCase } from './resume-batch.use-case';

const BATCH_ID = '33333333-3333-4333-8333-333333333333';
const LAST_PROGRESS = new Date('2026-11-23T05:00:00.000Z');
const RESUMED = new Date('2026-11-23T05:20:00.000Z');

function batch(overrides: Partial<Batch> = {}): Batch {
  return {
    id: BATCH_ID,
    name: 'Q1',
    ownerId: '11111111-1111-4111-8111-111111111111',
    templateTeamId: null,
    status: 'processing',
    rowCount: 60,
    rowsDone: 10,
    rowsFailed: 0,
    formats: ['pptx'],
    announcedAt: null,
    lastProgressAt: LAST_PROGRESS,
    resumedAt: null,
    ...overrides,
  } as Batch;
}

function setUp(
  found: Batch | null,
  claims: (ResumeClaim | null)[] = [{ kind: 'claimed', resumedAt: RESUMED }],
) {
  const resumed: { kinds: SweptWork[]; pass: string }[] = [];
  const claimed: string[] = [];
  const batches = {
    findById: async () => found,
    claimResume: async (batchId: string) => {
      claimed.push(batchId);
      return claims.shift() ?? null;
    },
  } as unknown as BatchRepository;
  const resumption = {
    resume: async (_batch: Batch, kinds: ReadonlySet<SweptWork>, pass: string) => {
      resumed.push({ kinds: [...kinds].sort(), pass });
      return { chunks: 2, conversions: 0, finalizer: false };
    },
  } as unknown as BatchResumption;
  return { useCase: new AdminResumeBatchUseCase(batches, resumption), resumed, claimed };
}

describe('AdminResumeBatchUseCase', () => {
  it("claims the Resume, then re-sends every kind of the batch's owed work under the claim's time", async () => {
    const { useCase, resumed, claimed } = setUp(batch());
    const answer = await useCase.execute({ batchId: BATCH_ID });

    expect(answer).toMatchObject({
      id: BATCH_ID,
      status: 'processing',
      resent: { chunks: 2, finalizer: false },
      resumedAt: RESUMED.toISOString(),
    });
    expect(answer.skipped).toBeUndefined();
    expect(claimed).toEqual([BATCH_ID]);
    expect(resumed).toEqual([
      { kinds: ['chunks', 'conversions', 'finalize'], pass: `operator-${RESUMED.getTime().toString(36)}` },
    ]);
  });

  it('re-sends nothing while an earlier Resume holds it back, and says so', async () => {
    const earlier = new Date('2026-11-23T05:10:00.000Z');
    const { useCase, resumed } = setUp(batch(), [{ kind: 'held', resumedAt: earlier }]);
    expect(await useCase.execute({ batchId: BATCH_ID })).toMatchObject({
      resent: { chunks: 0, conversions: 0, finalizer: false },
      resumedAt: earlier.toISOString(),
      skipped: 'resumed_recently',
    });
    expect(resumed).toEqual([]);
  });

  it('sends nothing for a batch finished and announced', async () => {
    const { useCase, resumed, claimed } = setUp(batch({ status: 'completed', announcedAt: new Date() }));
    expect(await useCase.execute({ batchId: BATCH_ID })).toMatchObject({
      status: 'completed',
      resent: { chunks: 0, conversions: 0, finalizer: false },
    });
    expect(resumed).toEqual([]);
    expect(claimed).toEqual([]);
  });

  it('answers not_found for an unknown batch', async () => {
    const { useCase } = setUp(null);
    await expect(useCase.execute({ batchId: BATCH_ID })).rejects.toMatchObject({
      domainError: { kind: 'not_found' },
    });
  });
});
