import type { Batch } from './entities/batch.entity';
import { presentBatch, progressOf } from './presenters';

function batch(overrides: Partial<Batch>): Batch {
  return {
    id: '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e',
    name: 'Autumn offers',
    templateName: 'Sales Pitch',
    status: 'processing',
    rowCount: 10,
    rowsDone: 4,
    rowsFailed: 1,
    createdAt: new Date('2026-11-21T10:00:00Z'),
    ...overrides,
  } as Batch;
}

describe('presentBatch', () => {
  it('shows real progress while running and offers no ZIP yet, and never knows a URL', () => {
    const running = presentBatch(batch({}));
    expect(running).toMatchObject({ progress: 50, downloadAvailable: false });
    expect(running).not.toHaveProperty('download_url');
  });

  it('offers the ZIP once the batch completed with at least one deck', () => {
    const completed = presentBatch(batch({ status: 'completed', rowsDone: 9, rowsFailed: 1 }));
    expect(completed).toMatchObject({ progress: 100, downloadAvailable: true });
    expect(presentBatch(batch({ status: 'failed', rowsDone: 0, rowsFailed: 10 }))).toMatchObject({
      downloadAvailable: false,
    });
  });

  it('offers the ZIP of a cancelled batch that made decks before its cancel', () => {
    expect(presentBatch(batch({ status: 'cancelled', rowsDone: 4 }))).toMatchObject({
      downloadAvailable: true,
    });
    expect(presentBatch(batch({ status: 'cancelled', rowsDone: 0 }))).toMatchObject({
      downloadAvailable: false,
    });
  });

  it('says when the decks expire, and once deleted offers no ZIP and says when', () => {
    const expireAt = new Date('2026-12-21T10:00:00Z');
    expect(presentBatch(batch({ status: 'completed', rowsDone: 9, decksExpireAt: expireAt }))).toMatchObject({
      downloadAvailable: true,
      decksExpireAt: '2026-12-21T10:00:00.000Z',
      decksDeletedAt: null,
    });
    const deleted = presentBatch(
      batch({
        status: 'completed',
        rowsDone: 9,
        decksExpireAt: expireAt,
        decksDeletedAt: new Date('2026-11-22T08:00:00Z'),
        decksDeletedReason: 'requested',
      }),
    );
    expect(deleted).toMatchObject({
      downloadAvailable: false,
      decksExpireAt: null,
      decksDeletedAt: '2026-11-22T08:00:00.000Z',
      decksDeletedReason: 'requested',
    });
  });

  it('counts an empty batch as no progress', () => {
    expect(progressOf({ rowCount: 0, rowsDone: 0, rowsFailed: 0 })).toBe(0);
  });
});
