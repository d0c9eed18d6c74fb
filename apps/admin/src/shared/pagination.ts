import { ADMIN_PAGE_SIZE, type AdminPagination } from '@deckmill/contracts';

/** Spec 3 "Admin pagination": at least one page, even when the table is empty. */
export function toPagination(
  currentPage: number,
  totalCount: number,
  perPage = ADMIN_PAGE_SIZE,
): AdminPagination {
  return { currentPage, totalPages: Math.max(1, Math.ceil(totalCount / perPage)), totalCount };
}
