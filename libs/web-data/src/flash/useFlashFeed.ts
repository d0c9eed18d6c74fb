import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectRaisedFlashes, takeFlashes, type FlashMessage } from './flashSlice';
import { readFlashState } from './routerFlash';

/** A location's state without its flash (null when nothing else was in it). */
function stateWithoutFlash(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return null;
  const rest: Record<string, unknown> = { ...state };
  delete rest.flash;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * Hands every flash to `onFlash` once: those raised with `useFlash().show` and the one a navigation carried
 * in its router state (once per history entry, so Back does not repeat it). History state outlives a reload
 * while the memory of what was shown does not, so the carried flash is then taken out of the entry's state
 * (a replace to the same place). The layouts feed their toast region with it.
 */
export function useFlashFeed(onFlash: (flash: FlashMessage) => void): void {
  const dispatch = useAppDispatch();
  const raised = useAppSelector(selectRaisedFlashes);
  const location = useLocation();
  const navigate = useNavigate();
  const onFlashRef = useRef(onFlash);
  useEffect(() => {
    onFlashRef.current = onFlash;
  });
  // Effects may run twice (StrictMode); these remember what was already handed over.
  const handedIds = useRef(new Set<string>());
  const handedLocations = useRef(new Set<string>());

  useEffect(() => {
    const fresh = raised.filter((flash) => !handedIds.current.has(flash.id));
    for (const { id, kind, message } of fresh) {
      handedIds.current.add(id);
      onFlashRef.current({ kind, message });
    }
    if (raised.length > 0) dispatch(takeFlashes(raised.map((flash) => flash.id)));
  }, [raised, dispatch]);

  const routed = readFlashState(location.state);
  const routedKind = routed?.kind;
  const routedMessage = routed?.message;
  useEffect(() => {
    if (!routedKind || routedMessage === undefined || handedLocations.current.has(location.key)) return;
    handedLocations.current.add(location.key);
    onFlashRef.current({ kind: routedKind, message: routedMessage });
    const { pathname, search, hash, state } = location;
    void navigate(
      { pathname, search, hash },
      { replace: true, state: stateWithoutFlash(state), preventScrollReset: true },
    );
  }, [location, navigate, routedKind, routedMessage]);
}
