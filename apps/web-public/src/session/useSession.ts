import { useEffect, useState } from 'react';
import { getJson, isRecord } from '../api/http';

export interface SessionUser {
  name: string;
}

/** 'unknown' until the session answer arrives: the prerendered HTML shows the visitor bar. */
export type SessionState =
  { status: 'unknown' } | { status: 'visitor' } | { status: 'signed-in'; user: SessionUser };

function toSessionState(body: unknown): SessionState {
  if (!isRecord(body) || !isRecord(body.user)) return { status: 'visitor' };
  const name = typeof body.user.name === 'string' ? body.user.name : '';
  return { status: 'signed-in', user: { name } };
}

/** Asks `GET /api/session` once after hydration who is looking at the page. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'unknown' });
  useEffect(() => {
    let active = true;
    getJson('/api/session')
      .then((response) => (response.ok ? toSessionState(response.body) : { status: 'visitor' as const }))
      .catch(() => ({ status: 'visitor' as const }))
      .then((next) => {
        if (active) setState(next);
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
