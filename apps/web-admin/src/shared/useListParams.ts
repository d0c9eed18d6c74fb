import { useNavigate, useSearchParams } from 'react-router';
import { listSearch, pageParam } from './listQuery';

/** A list page's page and search from its URL, and a way to show another page or search. */
export function useListParams(basePath: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params);
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';

  function show(next: { page?: number; search?: string; status?: string }) {
    const values = { page, search, status, ...next };
    void navigate(`${basePath}${listSearch(values)}`);
  }

  return { page, search, status, show };
}
