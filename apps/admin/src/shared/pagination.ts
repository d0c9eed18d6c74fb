import { ADMIN_PAGE_SIZE, type AdminPagination } from '@deckmill/bus-contracts';

/** The admin pages' pagination: at least one page, even when the table is empty. */
export function toPagination(
  currentPage: number,
  totalCount: number,
  perPage = ADMIN_PAGE_SIZE,
): AdminPagination {
  return { currentPage, totalPages: Math.max(1, Math.ceil(totalCount / perPage)), totalCount };
}

/** What another service's admin listing is asked for one admin page: only the filters that are set. */
export function pageRequest<Filters extends Record<string, string | undefined>>(
  page: number,
  filters: Filters,
): { page: number; perPage: number } & Partial<Filters> {
  const set: Partial<Filters> = {};
  for (const name of Object.keys(filters) as (keyof Filters)[]) {
    if (filters[name]) set[name] = filters[name];
  }
  return { page, perPage: ADMIN_PAGE_SIZE, ...set };
}

/** The rows of one admin page, for a repository's find. */
export function pageWindow(page: number): { skip: number; take: number } {
  return { skip: (page - 1) * ADMIN_PAGE_SIZE, take: ADMIN_PAGE_SIZE };
}
