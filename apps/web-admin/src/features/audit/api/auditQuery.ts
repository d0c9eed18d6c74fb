/** The audit log's filters as the page keeps them in its URL (dates as picked, `YYYY-MM-DD`). */
export interface AuditFilters {
  actor: string;
  action: string;
  team: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', team: '', from: '', to: '' };

export function filtersFrom(search: URLSearchParams): AuditFilters {
  return {
    actor: search.get('actor') ?? '',
    action: search.get('action') ?? '',
    team: search.get('team') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
}

/** The day after `date` (`YYYY-MM-DD`): the API's `to` is exclusive, the page's "To" day is included. */
function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime())) return date;
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The API's query for the filters (empty ones left out, in a fixed order), plus a cursor or a format. */
export function auditApiQuery(
  filters: AuditFilters,
  extra: { cursor?: string | null; format?: string } = {},
) {
  const query = new URLSearchParams();
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.action) query.set('action', filters.action);
  if (filters.team.trim()) query.set('team', filters.team.trim());
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', dayAfter(filters.to));
  if (extra.cursor) query.set('cursor', extra.cursor);
  if (extra.format) query.set('format', extra.format);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page's own URL for the filters (dates as picked). */
export function auditPageSearch(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  const text = query.toString();
  return text ? `?${text}` : '';
}
