import { mergeViewTotals } from './view-seconds';

describe('mergeViewTotals', () => {
  const none = { slideSeconds: [], furthestSlide: 0 };

  it('takes the reported totals when they fit the time the view has lasted', () => {
    expect(mergeViewTotals(none, { slideSeconds: [10, 4, 2], furthestSlide: 3 }, 3, 20)).toEqual({
      slideSeconds: [10, 4, 2],
      furthestSlide: 3,
      seconds: 16,
    });
  });

  it('never lowers a slide or the furthest slide', () => {
    const stored = { slideSeconds: [10, 4], furthestSlide: 2 };
    expect(mergeViewTotals(stored, { slideSeconds: [3, 6], furthestSlide: 1 }, 3, 60)).toEqual({
      slideSeconds: [10, 6],
      furthestSlide: 2,
      seconds: 16,
    });
  });

  it('cuts a slide at the elapsed time plus 5 s', () => {
    expect(mergeViewTotals(none, { slideSeconds: [500], furthestSlide: 1 }, 1, 10).slideSeconds).toEqual([
      15,
    ]);
  });

  it('cuts the growth of all slides together, in proportion, to the elapsed time plus 5 s', () => {
    const merged = mergeViewTotals(
      { slideSeconds: [5, 0], furthestSlide: 1 },
      { slideSeconds: [15, 15], furthestSlide: 2 },
      2,
      10,
    );
    expect(merged.seconds).toBeLessThanOrEqual(15);
    expect(merged.slideSeconds).toEqual([9, 6]);
  });

  it("drops slides the deck does not have and keeps furthestSlide within the deck's", () => {
    expect(mergeViewTotals(none, { slideSeconds: [1, 1, 1, 1], furthestSlide: 9 }, 2, 60)).toEqual({
      slideSeconds: [1, 1],
      furthestSlide: 2,
      seconds: 2,
    });
  });
});
