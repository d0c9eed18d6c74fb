import { vi } from 'vitest';
import type {
  Dashboard,
  PresentationDetail,
  PresentationListItem,
  RowDelivery,
} from '@deckmill/api-contracts';
import type { CurrentUser } from '@deckmill/web-data';
import { readMultipart, type RecordedForm } from './readMultipart';
import { testUser } from './renderApp';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** A plain-text body instead of JSON (the sample CSV). */
  text?: string;
  /** Keeps the request pending until the test resolves it. */
  hold?: Promise<void>;
}

type Route = (request: Request) => FakeReply | undefined;

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  form?: RecordedForm;
}

/**
 * A fake /api for the presentations and dashboard pages: the signed-in session (the free-plan test user unless
 * `user` says otherwise) plus the routes a spec gives, keyed 'METHOD /path'. Every call is recorded, with its
 * multipart form when it has one.
 */
export function fakePresentationsBackend(
  routes: Record<string, FakeReply | Route>,
  options: { user?: Partial<CurrentUser> } = {},
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname, search } = new URL(request.url);
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    calls.push({
      method: request.method,
      path: pathname,
      search,
      form: multipart ? await readMultipart(request) : undefined,
    });
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user: testUser(options.user), csrf_token: 'csrf-token' });
    }
    const route = routes[`${request.method} ${pathname}`];
    const reply = typeof route === 'function' ? route(request) : route;
    if (!reply) return Response.json({ errors: {}, error: 'Not found.' }, { status: 404 });
    if (reply.hold) await reply.hold;
    if (reply.text !== undefined) return new Response(reply.text, { status: reply.status ?? 200 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { fetchMock, calls };
}

export function listItem(overrides: Partial<PresentationListItem> = {}): PresentationListItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Autumn offers',
    template_name: 'Sales Pitch',
    status: 'completed',
    row_count: 3,
    rows_done: 3,
    rows_failed: 0,
    progress: 100,
    created_at: '2026-03-05T10:00:00.000Z',
    download_available: true,
    download_url: '/api/app/presentations/11111111-1111-4111-8111-111111111111/download',
    formats: ['pptx'],
    decks_expire_at: null,
    decks_deleted_at: null,
    decks_deleted_reason: null,
    run_number: 1,
    ...overrides,
  };
}

export function detail(overrides: Partial<PresentationDetail> = {}): PresentationDetail {
  const base = listItem();
  return {
    ...base,
    template_id: 7,
    completed_at: null,
    file_name_pattern: '{{template}} - {{row}}.pptx',
    failed_rows: [],
    delivery: null,
    rows: [1, 2, 3].map((row) => ({
      row,
      file_name: `Sales Pitch - ${row}.pptx`,
      status: 'done' as const,
      download_url: `/api/app/presentations/${base.id}/rows/${row}/download`,
      pdf_download_url: null,
      font_substitutions: [],
      notes: [],
      failure_reason: null,
      delivery: null,
    })),
    rows_pagination: { current_page: 1, total_pages: 1 },
    run_number: 1,
    can_run_again: true,
    runs: [
      {
        id: base.id,
        run_number: 1,
        status: base.status,
        row_count: base.row_count,
        created_at: base.created_at,
      },
    ],
    ...overrides,
  };
}

/** A row's mail to its recipient (batches sent with `deliver_to_column`). */
export function rowDelivery(overrides: Partial<RowDelivery> = {}): RowDelivery {
  return {
    status: 'sent',
    recipient: 'ann@example.com',
    detail: null,
    updated_at: '2026-03-05T10:01:00.000Z',
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    user: { name: 'Ada Lovelace', email: 'ada@example.com', subscription_tier: 'free' },
    stats: { templates_count: 2, presentations_this_month: 3, usage_limit: 10, usage_percentage: 30 },
    recent_presentations: [],
    quick_actions: [
      { name: 'Upload Template', url: '/app/templates/new', icon: 'upload' },
      { name: 'Create Presentations', url: '/app/presentations/new', icon: 'plus' },
      { name: 'View Templates', url: '/app/templates', icon: 'folder' },
    ],
    resets_at: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The batch with notes on some rows (what their decks made do without), by row number. */
export function withRowNotes(
  batch: PresentationDetail,
  notesByRow: Readonly<Record<number, readonly string[]>>,
): PresentationDetail {
  return { ...batch, rows: batch.rows.map((row) => ({ ...row, notes: [...(notesByRow[row.row] ?? [])] })) };
}
