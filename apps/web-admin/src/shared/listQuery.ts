/** The page number of a list URL (`?page=`), 1 when absent or nonsense. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `?page=2&search=ann` with empty values left out. */
export function listSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
