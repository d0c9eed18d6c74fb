import { capPages, fittedPages, fixedPages } from './table-pages';

describe('pages of a paginated table', () => {
  it('splits N a page, with one page for an empty list', () => {
    expect(fixedPages(30, 12)).toEqual([
      { start: 0, end: 12 },
      { start: 12, end: 24 },
      { start: 24, end: 30 },
    ]);
    expect(fixedPages(24, 12)).toHaveLength(2);
    expect(fixedPages(0, 12)).toEqual([{ start: 0, end: 0 }]);
  });

  it('fills each page up to the space, an item taller than the space alone on its page', () => {
    expect(fittedPages([3, 3, 3, 3], 10, 0)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 4 },
    ]);
    expect(fittedPages([2, 15, 2], 10, 0)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
    expect(fittedPages([], 10, 4)).toEqual([{ start: 0, end: 0 }]);
  });

  it('keeps room for the rows below the section on the last page only', () => {
    // 3 + 3 + 3 fit in 10 alone, not with a footer of 2: the last item moves on.
    expect(fittedPages([3, 3, 3], 10, 2)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 3 },
    ]);
    expect(fittedPages([3, 3, 3, 3, 3], 10, 1)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 5 },
    ]);
  });

  it('moves only the last item on with the footer, so the new last page fits', () => {
    const tenItems = Array.from({ length: 10 }, () => 1);
    // Not 0-4 and 4-10: six items and a footer of 6 would be 12, past the space of 10.
    expect(fittedPages(tenItems, 10, 6)).toEqual([
      { start: 0, end: 9 },
      { start: 9, end: 10 },
    ]);
    expect(fittedPages(tenItems, 10, 3)).toEqual([
      { start: 0, end: 9 },
      { start: 9, end: 10 },
    ]);
    // A page of one item stays whole even when it and the footer do not fit.
    expect(fittedPages([8], 10, 6)).toEqual([{ start: 0, end: 1 }]);
  });

  it('caps the pages and counts the items left out', () => {
    expect(capPages(fixedPages(30, 12), 2)).toEqual({
      pages: [
        { start: 0, end: 12 },
        { start: 12, end: 24 },
      ],
      dropped: 6,
    });
    expect(capPages(fixedPages(30, 12), 3).dropped).toBe(0);
  });
});
