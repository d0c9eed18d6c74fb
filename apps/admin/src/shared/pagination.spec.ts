import { pageRequest, pageWindow, toPagination } from './pagination';

describe('toPagination', () => {
  it('counts pages of 25 and keeps at least one page', () => {
    expect(toPagination(1, 0)).toEqual({ currentPage: 1, totalPages: 1, totalCount: 0 });
    expect(toPagination(1, 25)).toEqual({ currentPage: 1, totalPages: 1, totalCount: 25 });
    expect(toPagination(2, 26)).toEqual({ currentPage: 2, totalPages: 2, totalCount: 26 });
    expect(toPagination(3, 10, 4)).toEqual({ currentPage: 3, totalPages: 3, totalCount: 10 });
  });
});

describe('pageRequest', () => {
  it('asks for a page of 25 with only the filters that are set', () => {
    expect(pageRequest(2, { search: 'ann', status: undefined, tier: '' })).toEqual({
      page: 2,
      perPage: 25,
      search: 'ann',
    });
  });
});

describe('pageWindow', () => {
  it('skips the earlier pages of 25', () => {
    expect(pageWindow(1)).toEqual({ skip: 0, take: 25 });
    expect(pageWindow(3)).toEqual({ skip: 50, take: 25 });
  });
});
