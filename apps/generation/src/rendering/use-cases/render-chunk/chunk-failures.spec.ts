import { Logger } from '@nestjs/common';
import { DataError } from '@deckmill/csv/data';
import { RenderError, TemplateError } from '@deckmill/pptx';
import type { BatchRepository } from '../../../batches';
import type { RowFailure } from '../../../batches';
import { rowAttemptsFailed, rowRenders } from '../../../shared';
import type { RowFailures } from '../../row-failures';
import { ChunkFailures, renderFailure } from './chunk-failures';
import { RENDER_ATTEMPTS } from './retry-policy';

const BATCH_ID = '6f1c2d0e-1111-4a5b-9c8d-000000000004';
const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
const broken = new Error('Unbalanced section markers');
const tooLong = new RenderError(
  'data',
  'The value for "note" is 101 characters long; at most 100 fit on a slide.',
);

/** The failures' RowFailures answers true once per row, as the conditional statement does. */
function setUp() {
  const attempts: [number, number, string][] = [];
  const failed: RowFailure[] = [];
  const batches = {
    recordAttempt: async (_batchId: string, rowNumber: number, count: number, reason: string) =>
      void attempts.push([rowNumber, count, reason]),
  } as unknown as BatchRepository;
  const rowFailures = {
    fail: async (failure: RowFailure) => {
      if (failed.some((row) => row.rowNumber === failure.rowNumber)) return false;
      failed.push(failure);
      return true;
    },
  } as unknown as RowFailures;
  return { failures: new ChunkFailures(batches, rowFailures), attempts, failed };
}

/** A counter's value for one label set, as /metrics would show it. */
async function counted(metric: typeof rowRenders | typeof rowAttemptsFailed, labels: Record<string, string>) {
  const { values } = await metric.get();
  const found = values.find((value) =>
    Object.entries(labels).every(
      ([key, wanted]) => (value.labels as Record<string, unknown>)[key] === wanted,
    ),
  );
  return found?.value ?? 0;
}

describe('renderFailure', () => {
  it('keeps the engine’s message for the inputs’ faults, which never heal', () => {
    expect(renderFailure(2, tooLong)).toMatchObject({ rowNumber: 2, reason: tooLong.message, heals: false });
    const template = new TemplateError('template_syntax', 'Slide 2: the section "items" is never closed');
    expect(renderFailure(1, template, 'The template file could not be read.')).toMatchObject({
      reason: template.message,
      heals: false,
    });
    expect(
      renderFailure(3, new DataError('too_many', 'The list "items" has more than 5 items.')),
    ).toMatchObject({
      reason: 'The list "items" has more than 5 items.',
      heals: false,
    });
  });

  it('says nothing technical to the user about the rest, which may heal; an outage is kept as such', () => {
    expect(renderFailure(4, broken)).toEqual({
      rowNumber: 4,
      reason: 'The presentation could not be generated.',
      heals: true,
      error: broken,
    });
    expect(renderFailure(5, away)).toMatchObject({ heals: true, outage: away, error: away });
  });
});

describe('ChunkFailures', () => {
  let debug: jest.SpyInstance;
  beforeEach(() => {
    debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => debug.mockRestore());

  it('keeps the reasons and throws before the last attempt, so the bus delivers the chunk again', async () => {
    const { failures, attempts, failed } = setUp();
    await expect(failures.settle(BATCH_ID, [renderFailure(2, broken)], RENDER_ATTEMPTS - 1)).rejects.toThrow(
      `1 row(s) of batch ${BATCH_ID} failed on attempt ${RENDER_ATTEMPTS - 1}`,
    );
    expect(attempts).toEqual([[2, RENDER_ATTEMPTS - 1, 'The presentation could not be generated.']]);
    expect(failed).toEqual([]);
  });

  it('logs an attempt that will be retried at debug, and counts it as an attempt, not as an outcome', async () => {
    const { failures } = setUp();
    const failedBefore = await counted(rowRenders, { outcome: 'failed' });
    const errorsBefore = await counted(rowAttemptsFailed, { reason_class: 'error' });
    const outagesBefore = await counted(rowAttemptsFailed, { reason_class: 'outage' });
    await failures.settle(BATCH_ID, [renderFailure(2, broken)], 1).catch(() => undefined);
    await failures
      .settle(BATCH_ID, [renderFailure(2, away), renderFailure(3, away)], 2)
      .catch(() => undefined);
    expect(debug.mock.calls.map(([message]) => message)).toEqual([
      `Row 2 of batch ${BATCH_ID} failed on attempt 1, to be retried: Error: Unbalanced section markers`,
      `Row 2 of batch ${BATCH_ID} failed on attempt 2, to be retried: ${String(away)}`,
      `Row 3 of batch ${BATCH_ID} failed on attempt 2, to be retried: ${String(away)}`,
    ]);
    expect(await counted(rowAttemptsFailed, { reason_class: 'error' })).toBe(errorsBefore + 1);
    expect(await counted(rowAttemptsFailed, { reason_class: 'outage' })).toBe(outagesBefore + 2);
    expect(await counted(rowRenders, { outcome: 'failed' })).toBe(failedBefore);
  });

  it('fails the rows for good on the last attempt, with their reasons and attempts, and throws nothing', async () => {
    const { failures, attempts, failed } = setUp();
    await failures.settle(
      BATCH_ID,
      [
        { ...renderFailure(1, broken), reason: 'Too long' },
        { ...renderFailure(3, broken), reason: 'Broken' },
      ],
      RENDER_ATTEMPTS,
    );
    expect(failed).toEqual([
      { batchId: BATCH_ID, rowNumber: 1, from: 'pending', reason: 'Too long', attempts: RENDER_ATTEMPTS },
      { batchId: BATCH_ID, rowNumber: 3, from: 'pending', reason: 'Broken', attempts: RENDER_ATTEMPTS },
    ]);
    expect(attempts).toEqual([]);
    expect(debug).not.toHaveBeenCalled();
  });

  it('fails a row whose data cannot render on the first delivery, without a retry, and counts it once', async () => {
    const { failures, attempts, failed } = setUp();
    const failedBefore = await counted(rowRenders, { outcome: 'failed' });
    const attemptsBefore = await counted(rowAttemptsFailed, { reason_class: 'error' });
    await failures.settle(BATCH_ID, [renderFailure(2, tooLong)], 1); // resolves: the chunk acks
    expect(failed).toEqual([
      { batchId: BATCH_ID, rowNumber: 2, from: 'pending', reason: tooLong.message, attempts: 1 },
    ]);
    expect(attempts).toEqual([]);
    // The same chunk again (a redelivery, a sweep): the row was failed before, nothing is counted twice.
    await failures.settle(BATCH_ID, [renderFailure(2, tooLong)], 2);
    expect(await counted(rowRenders, { outcome: 'failed' })).toBe(failedBefore + 1);
    expect(await counted(rowAttemptsFailed, { reason_class: 'error' })).toBe(attemptsBefore);
    expect(debug).not.toHaveBeenCalled();
  });

  it('fails the rows that cannot heal at once, and retries the others of the chunk', async () => {
    const { failures, attempts, failed } = setUp();
    await expect(
      failures.settle(BATCH_ID, [renderFailure(1, tooLong), renderFailure(3, broken)], 1),
    ).rejects.toThrow(`1 row(s) of batch ${BATCH_ID} failed on attempt 1`);
    expect(failed.map((row) => row.rowNumber)).toEqual([1]);
    expect(attempts.map(([row]) => row)).toEqual([3]);
  });

  it('never fails a row for good while a dependency is away: the error carries the outage', async () => {
    const { failures, attempts, failed } = setUp();
    const error = (await failures
      .settle(BATCH_ID, [{ ...renderFailure(1, away), reason: 'Storage' }], RENDER_ATTEMPTS + 1)
      .catch((caught: unknown) => caught)) as Error;
    expect(error.cause).toBe(away);
    expect(failed).toEqual([]);
    expect(attempts).toEqual([[1, RENDER_ATTEMPTS + 1, 'Storage']]);
  });
});
