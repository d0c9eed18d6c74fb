import { useMatches } from 'react-router';
import { api, useAppSelector, type AppState } from '@deckmill/web-data';
import type { CrumbHandle, CrumbObject } from '../routing/crumbs';

export interface CrumbTrail {
  /** The page above this one, a link. */
  parent?: { label: string; to: string };
  /** This page: its label, or the name of the object it shows once loaded. */
  current: string;
}

/** Which query of the page holds the object's name, and how its argument carries the route's id. */
const objectQueries: Record<CrumbObject, { endpoint: string; idOf: (args: unknown) => unknown }> = {
  presentation: { endpoint: 'getPresentation', idOf: (args) => (args as { id?: unknown } | undefined)?.id },
  template: { endpoint: 'getTemplate', idOf: (args) => args },
  team: { endpoint: 'getTeam', idOf: (args) => args },
};

/**
 * The name of the object a detail page shows, from the cache of the query the page already made (any of
 * its pages of rows), so the crumb costs no request and this layout imports no feature's code.
 */
function cachedObjectName(state: AppState, object: CrumbObject | undefined, id: string | undefined) {
  if (!object || id === undefined) return undefined;
  const { endpoint, idOf } = objectQueries[object];
  for (const query of Object.values(state[api.reducerPath].queries)) {
    if (query?.endpointName !== endpoint || String(idOf(query.originalArgs)) !== id) continue;
    const name = (query.data as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && name) return name;
  }
  return undefined;
}

/** The breadcrumb of the current route, from the route table's `handle.crumb`; null on a route without one. */
export function useCrumbTrail(): CrumbTrail | null {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as CrumbHandle | undefined)?.crumb);
  const crumb = (match?.handle as CrumbHandle | undefined)?.crumb;
  const name = useAppSelector((state) => cachedObjectName(state, crumb?.object, match?.params.id));
  if (!crumb) return null;
  return { parent: crumb.parent, current: name ?? crumb.label };
}
