import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import type { BatchRepository, RowFailure } from '../batches';
import type { DeliveryQueue } from '../delivery';
import { rowFailedEvent, rowFailedMessageId, RowFailures } from './row-failures';

const BATCH = '6f1c2d0e-1111-4a5b-9c8d-000000000003';
const OWNER = '7d1f0e1c-9a55-4c1e-8b9a-0c2e3d4f5a6b';
const failure = {
  batchId: BATCH,
  rowNumber: 4,
  from: 'converting' as const,
  reason: 'PDF conversion failed: timeout',
};
const row = {
  fileName: 'EMEA/Acme.pptx',
  ownerId: OWNER,
  templateTeamId: 12,
  formats: ['pptx', 'pdf'],
  failedAt: '2026-11-22T10:00:00.000Z',
};

describe('rowFailedEvent', () => {
  it('says which row failed, whose it is, the team that hears it, and why', () => {
    expect(rowFailedEvent(failure, row)).toEqual({
      batchId: BATCH,
      ownerId: OWNER,
      templateTeamId: 12,
      rowNumber: 4,
      fileName: 'EMEA/Acme.pptx',
      reason: 'PDF conversion failed: timeout',
      occurredAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('names the PDF when the batch makes no deck', () => {
    expect(rowFailedEvent(failure, { ...row, formats: ['pdf'] }).fileName).toBe('EMEA/Acme.pdf');
  });

  it('has one message id per row, so a repeat is the same message', () => {
    expect(rowFailedMessageId(BATCH, 4)).toBe(`row-failed:${BATCH}:4`);
  });
});

describe('RowFailures', () => {
  /** A row that fails once: the conditional statement moves it the first time only. */
  function setUp() {
    let settled = false;
    const staged: unknown[] = [];
    const transaction = { manager: 'the transaction failing the row' };
    const dataSource = { transaction: async (work: (manager: unknown) => unknown) => work(transaction) };
    const batches = {
      failRow: async () => (settled ? undefined : ((settled = true), row)),
    } as unknown as BatchRepository;
    const outbox = { stage: async (_manager: unknown, message: unknown) => void staged.push(message) };
    const relay = { flush: async () => undefined };
    const mailsSkipped: [number, unknown][] = [];
    const deliveries = {
      skipFailedRow: async (manager: unknown, _batchId: string, rowNumber: number) =>
        void mailsSkipped.push([rowNumber, manager]),
    };
    const failures = new RowFailures(
      dataSource as unknown as DataSource,
      batches,
      outbox as unknown as OutboxWriter,
      relay as unknown as OutboxRelay,
      deliveries as unknown as DeliveryQueue,
    );
    return { failures, staged, mailsSkipped, transaction };
  }

  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("logs a row's final failure once, with its batch, row and reason as fields, however often it is failed", async () => {
    const { failures, staged } = setUp();
    const rendering: RowFailure = {
      batchId: BATCH,
      rowNumber: 4,
      from: 'pending',
      reason: 'The presentation could not be generated.',
      attempts: 4,
    };
    const cause = new Error('Unbalanced section markers');
    expect(await failures.fail(rendering, cause)).toBe(true);
    expect(await failures.fail(rendering, cause)).toBe(false);
    expect(staged).toHaveLength(1);
    expect(warn.mock.calls).toEqual([
      [
        {
          msg: `Row 4 of batch ${BATCH} failed: The presentation could not be generated.`,
          batchId: BATCH,
          rowNumber: 4,
          stage: 'rendering',
          reason: 'The presentation could not be generated.',
          attempts: 4,
          error: 'Error: Unbalanced section markers',
        },
      ],
    ]);
  });

  it('leaves out the error when the reason already says it, and names a conversion as the stage', async () => {
    const { failures } = setUp();
    await failures.fail(failure);
    expect(warn.mock.calls[0]?.[0]).toEqual({
      msg: `Row 4 of batch ${BATCH} failed: PDF conversion failed: timeout`,
      batchId: BATCH,
      rowNumber: 4,
      stage: 'conversion',
      reason: 'PDF conversion failed: timeout',
    });
  });

  it("skips the row's mail in the transaction that failed the row, and only when this call failed it", async () => {
    const { failures, mailsSkipped, transaction } = setUp();
    await failures.fail(failure);
    await failures.fail(failure);
    expect(mailsSkipped).toHaveLength(1);
    expect(mailsSkipped[0]?.[0]).toBe(4);
    expect(mailsSkipped[0]?.[1]).toBe(transaction);
  });
});
