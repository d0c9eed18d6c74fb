import type { ObjectStorage } from '@deckmill/storage';
import type { BatchRepository } from '../../batches';
import type { BatchJobs } from '../../shared';
import type { PdfRows } from './pdf-rows';
import { conversionFailure, SettleConversionUseCase } from './settle-conversion.use-case';
import type { DeliveryQueue } from '../../delivery';
import type { DrawAhead } from '../../share-link-issuing';

const BATCH = '6f1c2d0e-1111-4a5b-9c8d-000000000002';
const converted = {
  batchId: BATCH,
  row: 2,
  pdfKey: `presentations/${BATCH}/rows/2.pdf`,
  sizeBytes: 10,
  fontSubstitutions: [],
  occurredAt: '2026-11-22T10:00:00.000Z',
};

/** The use case over a batch of `formats` (or none: deleted) whose row 2 is the last one unsettled. */
function setUp(formats: string[] | null) {
  const state = {
    deleted: [] as string[],
    finalizes: 0,
    settled: 0,
    failures: [] as string[],
    rowCancelled: false,
  };
  const batch = formats && { id: BATCH, formats, status: 'processing', announcedAt: null };
  const storage = {
    delete: async (key: string) => {
      state.deleted.push(key);
    },
  } as unknown as ObjectStorage;
  const batches = {
    conversionTarget: async () => batch,
    markConverted: async () => (state.settled += 1) === 1,
    forgetDeck: async () => state.settled > 0,
    finishIfComplete: async () => state.settled === 1,
    cancelledAmong: async (_batch: string, rows: number[]) => rows.filter(() => state.rowCancelled),
  } as unknown as BatchRepository;
  const pdfRows = {
    markConversionFailed: async (_batch: string, _row: number, reason: string) => {
      state.failures.push(reason);
      return (state.settled += 1) === 1;
    },
  } as unknown as PdfRows;
  const jobs = {
    enqueueFinalize: async () => {
      state.finalizes += 1;
    },
  } as unknown as BatchJobs;
  return {
    state,
    batch,
    useCase: new SettleConversionUseCase(batches, storage, pdfRows, jobs, noDeliveries, noDrawing),
  };
}

/** Batches without a delivery column: nothing to mail. */
const noDeliveries = { queueReady: async () => undefined } as unknown as DeliveryQueue;
/** Batches without drawing ahead. */
const noDrawing = { queueSoon: () => undefined } as unknown as DrawAhead;

describe('SettleConversionUseCase', () => {
  it('says why a row failed in the words the page shows', () => {
    expect(conversionFailure('timeout')).toBe('PDF conversion failed: timeout');
    expect(conversionFailure('too_large')).toBe('PDF conversion failed: too large');
    expect(conversionFailure('deck_missing')).toBe(
      'PDF conversion failed: the generated deck is missing from storage',
    );
    expect(conversionFailure('gave_up')).toBe(
      'PDF conversion failed: the converter gave up after repeated errors',
    );
  });

  it('finishes the batch with its last row, once, however often the outcome comes', async () => {
    const { state, useCase } = setUp(['pptx', 'pdf']);
    await useCase.execute({ converted: converted });
    await useCase.execute({ converted: converted });
    expect(state.finalizes).toBe(1);
    expect(state.deleted).toEqual([]); // both formats: the deck stays
  });

  it('deletes the intermediate deck of a PDF-only batch', async () => {
    const { state, useCase } = setUp(['pdf']);
    await useCase.execute({ converted: converted });
    expect(state.deleted).toEqual([`presentations/${BATCH}/rows/2.pptx`]);
  });

  it('fails the row with the reason and finishes the batch', async () => {
    const { state, useCase } = setUp(['pdf']);
    await useCase.execute({
      failed: { batchId: BATCH, row: 2, reason: 'timeout', occurredAt: converted.occurredAt },
    });
    expect(state.failures).toEqual(['PDF conversion failed: timeout']);
    expect(state.finalizes).toBe(1);
  });

  it('removes the PDF and deck of a row cancelled while it was converted, settling nothing', async () => {
    const { state, batch, useCase } = setUp(['pptx', 'pdf']);
    if (batch) batch.status = 'cancelled';
    state.rowCancelled = true;
    await useCase.execute({ converted: converted });
    expect(state.deleted.sort()).toEqual([converted.pdfKey, `presentations/${BATCH}/rows/2.pptx`]);
    expect(state.settled).toBe(0);
  });

  it('keeps the files of a row made before its batch was cancelled (a redelivered outcome)', async () => {
    const { state, batch, useCase } = setUp(['pptx', 'pdf']);
    if (batch) batch.status = 'cancelled';
    await useCase.execute({ converted: converted });
    expect(state.deleted).toEqual([]);
  });

  it('removes the PDF and deck of a row whose cancel commits after the batch was read', async () => {
    const { state, useCase } = setUp(['pptx', 'pdf']);
    state.settled = 1; // the cancel took the row: marking it converted changes nothing
    state.rowCancelled = true;
    await useCase.execute({ converted: converted });
    expect(state.deleted.sort()).toEqual([converted.pdfKey, `presentations/${BATCH}/rows/2.pptx`]);
    expect(state.finalizes).toBe(0);
  });

  it('removes the deck of a cancelled row whose conversion failed', async () => {
    const { state, batch, useCase } = setUp(['pptx', 'pdf']);
    if (batch) batch.status = 'cancelled';
    state.settled = 1;
    state.rowCancelled = true;
    await useCase.execute({
      failed: { batchId: BATCH, row: 2, reason: 'timeout', occurredAt: converted.occurredAt },
    });
    expect(state.deleted.sort()).toEqual([converted.pdfKey, `presentations/${BATCH}/rows/2.pptx`]);
  });

  it('keeps the deck of a row whose failure was already settled (a redelivered outcome)', async () => {
    const { state, useCase } = setUp(['pptx', 'pdf']);
    await useCase.execute({
      failed: { batchId: BATCH, row: 2, reason: 'timeout', occurredAt: converted.occurredAt },
    });
    await useCase.execute({
      failed: { batchId: BATCH, row: 2, reason: 'timeout', occurredAt: converted.occurredAt },
    });
    expect(state.deleted).toEqual([]);
  });

  it('removes the PDF of a batch deleted while it was converted', async () => {
    const { state, useCase } = setUp(null);
    await useCase.execute({ converted: converted });
    expect(state.deleted).toEqual([converted.pdfKey]);
    expect(state.settled).toBe(0);
  });
});
