import type { MarkedDone } from '../../../batches';

/**
 * What the chunk's settling statements saw. `cancelled` is set once a cancel took one of its rows: the lanes
 * take no further row. A pptx chunk whose stored decks all moved to `done` (`moved === stored`) knows its batch
 * exists and no cancel took a row; unless the last move left every row counted (`complete`), another chunk
 * finishes the batch, so this one skips those checks (fewer statements per chunk).
 */
export class ChunkTally {
  cancelled = false;
  private stored = 0;
  private moved = 0;
  private complete = false;

  /** `settlesDone` is false for a PDF batch: its rows wait for the converter, their moves say nothing of the end. */
  constructor(private readonly settlesDone: boolean) {}

  /** A group of stored decks was settled: what the move did, or null when the converter settles them. */
  count(stored: number, moved: MarkedDone | null): void {
    this.stored += stored;
    if (moved === null) return;
    this.moved += moved.moved;
    this.complete ||= moved.complete;
  }

  /** Every stored deck moved to `done` and no row failed: the batch exists and no cancel took a row. */
  allMoved(failures: number): boolean {
    return this.settlesDone && failures === 0 && this.moved === this.stored;
  }

  /** Nothing left for this chunk to check: all moved, something was stored, and another chunk finishes the batch. */
  leavesTheEndToOthers(failures: number): boolean {
    return this.allMoved(failures) && this.stored > 0 && !this.complete;
  }
}
