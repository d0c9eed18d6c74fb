import { useNavigate, useSearchParams } from 'react-router';
import { listSearch, pageParam } from './listQuery';

/** How each filter of a list reads its URL parameter (absent is null); `search` is always read. */
export type ParamReaders = Record<string, (raw: string | null) => string>;

export type ListParams<Readers extends ParamReaders> = { page: number; search: string } & {
  [Name in keyof Readers]: ReturnType<Readers[Name]>;
};

/** A free-text parameter, '' when absent. */
export function textParam(raw: string | null): string {
  return raw ?? '';
}

/** A list's URL state as the list page reads and changes it, whatever its filters. */
export interface ListParamsControl {
  query: { page: number; search: string; [param: string]: string | number };
  show(next: { page?: number; [param: string]: string | number | undefined }): void;
}

/** A list page's page, search and filters from its URL, and a way to show another page or search. */
export function useListParams<Readers extends ParamReaders>(basePath: string, readers: Readers) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = Object.fromEntries(
    Object.entries(readers).map(([name, read]) => [name, read(params.get(name))]),
  );
  // Object.fromEntries loses the names; every reader has just produced its own.
  const query = {
    page: pageParam(params),
    search: textParam(params.get('search')),
    ...filters,
  } as ListParams<Readers>;

  function show(next: Partial<ListParams<Readers>>) {
    void navigate(`${basePath}${listSearch({ ...query, ...next })}`);
  }

  return { query, show };
}
