import type { BatchRepository } from '../../../batches';
import type { RowFailure } from '../../../batches';
import type { RowFailures } from '../../row-failures';
import { ChunkFailures } from './chunk-failures';
import { RENDER_ATTEMPTS } from './retry-policy';

const BATCH_ID = '6f1c2d0e-1111-4a5b-9c8d-000000000004';
const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });

function setUp() {
  const attempts: [number, number, string][] = [];
  const failed: RowFailure[] = [];
  const batches = {
    recordAttempt: async (_batchId: string, rowNumber: number, count: number, reason: string) =>
      void attempts.push([rowNumber, count, reason]),
  } as unknown as BatchRepository;
  const rowFailures = {
    fail: async (failure: RowFailure) => (failed.push(failure), true),
  } as unknown as RowFailures;
  return { failures: new ChunkFailures(batches, rowFailures), attempts, failed };
}

describe('ChunkFailures', () => {
  it('keeps the reasons and throws before the last attempt, so the bus delivers the chunk again', async () => {
    const { failures, attempts, failed } = setUp();
    await expect(
      failures.settle(BATCH_ID, [{ rowNumber: 2, reason: 'Too long' }], RENDER_ATTEMPTS - 1),
    ).rejects.toThrow(`1 row(s) of batch ${BATCH_ID} failed on attempt ${RENDER_ATTEMPTS - 1}`);
    expect(attempts).toEqual([[2, RENDER_ATTEMPTS - 1, 'Too long']]);
    expect(failed).toEqual([]);
  });

  it('fails the rows for good on the last attempt, with their reasons and attempts, and throws nothing', async () => {
    const { failures, attempts, failed } = setUp();
    await failures.settle(
      BATCH_ID,
      [
        { rowNumber: 1, reason: 'Too long' },
        { rowNumber: 3, reason: 'Broken' },
      ],
      RENDER_ATTEMPTS,
    );
    expect(failed).toEqual([
      { batchId: BATCH_ID, rowNumber: 1, from: 'pending', reason: 'Too long', attempts: RENDER_ATTEMPTS },
      { batchId: BATCH_ID, rowNumber: 3, from: 'pending', reason: 'Broken', attempts: RENDER_ATTEMPTS },
    ]);
    expect(attempts).toEqual([]);
  });

  it('never fails a row for good while a dependency is away: the error carries the outage', async () => {
    const { failures, attempts, failed } = setUp();
    const error = (await failures
      .settle(BATCH_ID, [{ rowNumber: 1, reason: 'Storage', outage: away }], RENDER_ATTEMPTS + 1)
      .catch((caught: unknown) => caught)) as Error;
    expect(error.cause).toBe(away);
    expect(failed).toEqual([]);
    expect(attempts).toEqual([[1, RENDER_ATTEMPTS + 1, 'Storage']]);
  });
});
