import type { ObjectStorage } from '@deckmill/storage';
import type { Batch, BatchRepository, DoneDeck } from '../../../batches';
import type { DeliveryQueue } from '../../../delivery';
import type { DrawAhead } from '../../../share-link-issuing';
import { type BatchJobs, deckKey } from '../../../shared';
import type { PdfRows } from '../../pdf/pdf-rows';
import { ChunkTally } from './chunk-tally';
import { DeckSettlement } from './deck-settlement';

const BATCH_ID = '6f1c2d0e-1111-4a5b-9c8d-000000000005';

const deck = (rowNumber: number): DoneDeck => ({
  rowNumber,
  outputKey: deckKey(BATCH_ID, rowNumber),
  sizeBytes: 10,
  notes: [],
  attempts: 1,
});

/** The settlement over a batch of `formats` where a cancel took `cancelled` rows. */
function setUp(formats: string[], cancelled: number[] = [], deliveryColumn: string | null = null) {
  const calls: string[] = [];
  const batch = { id: BATCH_ID, ownerId: 'u1', formats, deliveryColumn } as Batch;
  const batches = {
    markDone: async (_id: string, decks: DoneDeck[]) => {
      const moved = decks.filter((one) => !cancelled.includes(one.rowNumber)).length;
      calls.push(`done ${moved}`);
      return { moved, complete: false };
    },
    cancelledAmong: async (_id: string, rows: number[]) => {
      calls.push(`cancelled? ${rows.join(',')}`);
      return rows.filter((row) => cancelled.includes(row));
    },
  } as unknown as BatchRepository;
  const storage = {
    delete: async (key: string) => void calls.push(`delete ${key}`),
  } as unknown as ObjectStorage;
  const pdfRows = {
    markRendered: async (_batch: unknown, decks: DoneDeck[]) => void calls.push(`converting ${decks.length}`),
  } as unknown as PdfRows;
  const jobs = { publishStaged: async () => void calls.push('publish') } as unknown as BatchJobs;
  const deliveries = {
    queueReady: async () => void calls.push('mails'),
  } as unknown as DeliveryQueue;
  const ahead: number[][] = [];
  const drawAhead = {
    queueSoon: (_id: string, rows: readonly number[]) => void ahead.push([...rows]),
  } as unknown as DrawAhead;
  const settlement = new DeckSettlement(batches, storage, pdfRows, jobs, deliveries, drawAhead);
  return {
    settle: (decks: DoneDeck[], tally: ChunkTally) => settlement.settle(batch, decks, tally),
    calls,
    ahead,
  };
}

describe('DeckSettlement', () => {
  it('marks a pptx batch’s decks done and asks nothing more when every one moved', async () => {
    const { settle, calls } = setUp(['pptx']);
    const tally = new ChunkTally(true);
    await settle([deck(1), deck(2)], tally);
    expect(calls).toEqual(['done 2']);
    expect(tally.allMoved(0)).toBe(true);
    expect(tally.cancelled).toBe(false);
  });

  it('sends the rows’ mails once their decks are final', async () => {
    const { settle, calls } = setUp(['pptx'], [], 'email');
    await settle([deck(1)], new ChunkTally(true));
    expect(calls).toEqual(['done 1', 'mails']);
  });

  it('asks for the done decks’ slides to be drawn ahead once they are stored, and for none of a PDF batch', async () => {
    const pptx = setUp(['pptx']);
    await pptx.settle([deck(1), deck(2)], new ChunkTally(true));
    expect(pptx.ahead).toEqual([[1, 2]]);
    const pdf = setUp(['pdf']);
    await pdf.settle([deck(1)], new ChunkTally(false));
    expect(pdf.ahead).toEqual([]);
  });

  it('deletes the decks of rows a cancel took and stops the chunk', async () => {
    const { settle, calls } = setUp(['pptx'], [2]);
    const tally = new ChunkTally(true);
    await settle([deck(1), deck(2)], tally);
    expect(calls).toEqual(['done 1', 'cancelled? 1,2', `delete ${deckKey(BATCH_ID, 2)}`]);
    expect(tally.cancelled).toBe(true);
  });

  it('leaves a PDF batch’s rows to the converter, publishes their jobs and checks for a cancel', async () => {
    const { settle, calls } = setUp(['pdf']);
    const tally = new ChunkTally(false);
    await settle([deck(1), deck(2)], tally);
    expect(calls).toEqual(['converting 2', 'publish', 'cancelled? 1,2']);
    expect(tally.cancelled).toBe(false);
  });

  it('settles nothing for no decks', async () => {
    const { settle, calls } = setUp(['pptx']);
    await settle([], new ChunkTally(true));
    expect(calls).toEqual([]);
  });
});
