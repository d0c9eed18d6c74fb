import { ChunkTally } from './chunk-tally';

describe('ChunkTally', () => {
  it('leaves the batch’s end to another chunk when every stored deck moved and the batch is not yet counted', () => {
    const tally = new ChunkTally(true);
    tally.count(3, { moved: 3, complete: false });
    expect(tally.allMoved(0)).toBe(true);
    expect(tally.leavesTheEndToOthers(0)).toBe(true);
  });

  it('checks the end itself when its move counted the batch’s last rows', () => {
    const tally = new ChunkTally(true);
    tally.count(2, { moved: 2, complete: false });
    tally.count(1, { moved: 1, complete: true });
    expect(tally.allMoved(0)).toBe(true);
    expect(tally.leavesTheEndToOthers(0)).toBe(false);
  });

  it('checks further when a deck did not move (a cancel, a deleted batch) or a row failed', () => {
    const tally = new ChunkTally(true);
    tally.count(3, { moved: 2, complete: false });
    expect(tally.allMoved(0)).toBe(false);
    const failing = new ChunkTally(true);
    failing.count(2, { moved: 2, complete: false });
    expect(failing.allMoved(1)).toBe(false);
  });

  it('checks the end when nothing was stored', () => {
    expect(new ChunkTally(true).leavesTheEndToOthers(0)).toBe(false);
  });

  it('never takes a PDF batch’s moves for its end: the converter settles its rows', () => {
    const tally = new ChunkTally(false);
    tally.count(3, null);
    expect(tally.allMoved(0)).toBe(false);
    expect(tally.leavesTheEndToOthers(0)).toBe(false);
  });
});
