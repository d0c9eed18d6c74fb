import { EmptyState, PageHeader } from '@deckmill/ui';
import type { AdminPagination } from './adminTypes';
import { DataTable, type Column } from './DataTable';
import type { FilterSelectProps } from './FilterSelect';
import { LoadState } from './LoadState';
import { Pagination } from './Pagination';
import { SearchBar } from './SearchBar';
import { SearchWithFilter } from './SearchWithFilter';
import type { ListParamsControl } from './useListParams';

/** What an admin list query answers: a page of records and where it stands. */
export interface ListResult<Data extends { pagination: AdminPagination }> {
  data?: Data;
  isLoading: boolean;
  error?: unknown;
}

/** The dropdown beside the search box and the URL parameter it sets. */
export interface ListFilter extends Omit<FilterSelectProps, 'value' | 'onChange'> {
  param: string;
}

export interface AdminListPageProps<Data extends { pagination: AdminPagination }, Row> {
  /** The heading; lower-cased, it also names what is loading ('Users' → 'Loading users'). */
  title: string;
  search: { label: string; placeholder: string };
  filter?: ListFilter;
  /** The page and filters of the URL (useListParams). */
  params: ListParamsControl;
  result: ListResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  columns: readonly Column<Row>[];
  empty: { title: string; description?: string };
}

/** An admin list page: heading, search form, then the table and its pages, or why there is none. */
export function AdminListPage<
  Data extends { pagination: AdminPagination },
  Row extends { id: string | number },
>({
  title,
  search,
  filter,
  params: { query, show },
  result: { data, isLoading, error },
  rowsOf,
  columns,
  empty,
}: AdminListPageProps<Data, Row>) {
  const rows = data ? rowsOf(data) : [];
  const searchBar = { ...search, search: query.search };
  return (
    <>
      <PageHeader title={title} />
      {filter ? (
        <SearchWithFilter
          // Keyed by the URL's filters, so going back and forward shows them again.
          key={`${query.search}|${query[filter.param] ?? ''}`}
          {...searchBar}
          filter={{ ...filter, value: String(query[filter.param] ?? '') }}
          onSubmit={(chosen) => show({ search: chosen.search, [filter.param]: chosen.filter, page: 1 })}
        />
      ) : (
        <SearchBar key={query.search} {...searchBar} onSubmit={(next) => show({ search: next, page: 1 })} />
      )}
      <LoadState isLoading={isLoading} error={error} what={title.toLowerCase()} />
      {data &&
        (rows.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <>
            <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />
            <Pagination pagination={data.pagination} onPage={(page) => show({ page })} />
          </>
        ))}
    </>
  );
}
