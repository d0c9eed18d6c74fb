import { vi } from 'vitest';
import type { TeamListItem, TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import { testUser } from './renderApp';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
}

/**
 * A fake /api for the template pages: a signed-in session plus the routes a spec gives, keyed
 * 'METHOD /path'. Teams default to none, so the team selector stays hidden unless a spec adds some.
 */
export function fakeTemplatesBackend(routes: Record<string, FakeReply>, teams: TeamListItem[] = []) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    calls.push({ method: request.method, path: pathname });
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user: testUser(), csrf_token: 'csrf-token' });
    }
    if (request.method === 'GET' && pathname === '/api/app/teams') return Response.json({ teams });
    const reply = routes[`${request.method} ${pathname}`];
    if (!reply) return Response.json({ errors: {}, error: 'Not found.' }, { status: 404 });
    if (reply.status === 204) return new Response(null, { status: 204 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { fetchMock, calls };
}

export function templateListItem(overrides: Partial<TemplateListItem> = {}): TemplateListItem {
  return {
    id: 7,
    name: 'Sales Pitch',
    team_id: null,
    team_name: null,
    presentations_count: 3,
    decks_count: 24,
    placeholders: ['first_name', 'company', 'title', 'email', 'date'],
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function templateDetail(overrides: Partial<TemplateDetail> = {}): TemplateDetail {
  return {
    ...templateListItem(),
    placeholders: ['first_name', 'company'],
    file_url: 'https://files.example.test/templates/abc/source.pptx?sig=1',
    file_size: 2_621_440,
    slide_count: 3,
    structure: { tags: [], sections: [] },
    placeholder_details: [
      { name: 'first_name', occurrences: [{ slide: 1, kind: 'slide' }] },
      {
        name: 'company',
        occurrences: [
          { slide: 2, kind: 'table' },
          { slide: null, kind: 'master' },
        ],
      },
    ],
    previews: { status: 'pending', urls: [] },
    can_delete: true,
    ...overrides,
  };
}
