import { vi } from 'vitest';
import type { TeamDetail, TeamListItem, TeamMember } from '@deckmill/api-contracts';
import { testUser } from './renderApp';

/** One answer of the fake back end: a JSON body and a status (default 200). */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Route = (request: Request, body: unknown) => FakeReply | undefined;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake /api for the teams pages: the session of a signed-in user plus the routes a spec gives, keyed
 * 'METHOD /path'. Every call is recorded with its JSON body.
 */
export function fakeTeamsBackend(routes: Record<string, FakeReply | Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: pathname, body });
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user: testUser(), csrf_token: 'csrf-token' });
    }
    const route = routes[`${request.method} ${pathname}`];
    const reply = typeof route === 'function' ? route(request, body) : route;
    if (!reply) return Response.json({ errors: {}, error: 'Not found.' }, { status: 404 });
    if (reply.status === 204) return new Response(null, { status: 204 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { fetchMock, calls };
}

export function teamListItem(overrides: Partial<TeamListItem> = {}): TeamListItem {
  return {
    id: 1,
    short_id: 'mkT3am9xQz',
    name: 'Marketing',
    role: 'admin',
    member_count: 2,
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The team's creator and first admin. */
export const adaAdmin: TeamMember = {
  id: 10,
  role: 'admin',
  user: { name: 'Ada Lovelace', email: 'ada@example.com' },
  joined_at: '2026-03-05T10:00:00.000Z',
};

export const graceMember: TeamMember = {
  id: 11,
  role: 'member',
  user: { name: 'Grace Hopper', email: 'grace@example.com' },
  joined_at: '2026-03-06T10:00:00.000Z',
};

export function teamDetail(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    id: 1,
    short_id: 'mkT3am9xQz',
    name: 'Marketing',
    created_at: '2026-03-05T10:00:00.000Z',
    role: 'admin',
    my_member_id: 10,
    members: [adaAdmin, graceMember],
    invitations: [],
    ...overrides,
  };
}

export function validationError(key: string, message: string): FakeReply {
  return { status: 422, body: { errors: { [key]: [message] }, error: message } };
}
