import { toPagination } from './pagination';

describe('toPagination', () => {
  it('counts pages of 25 and keeps at least one page', () => {
    expect(toPagination(1, 0)).toEqual({ currentPage: 1, totalPages: 1, totalCount: 0 });
    expect(toPagination(1, 25)).toEqual({ currentPage: 1, totalPages: 1, totalCount: 25 });
    expect(toPagination(2, 26)).toEqual({ currentPage: 2, totalPages: 2, totalCount: 26 });
    expect(toPagination(3, 10, 4)).toEqual({ currentPage: 3, totalPages: 3, totalCount: 10 });
  });
});
