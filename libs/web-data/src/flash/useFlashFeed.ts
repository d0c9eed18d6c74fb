import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectRaisedFlashes, takeFlashes, type FlashMessage } from './flashSlice';
import { readFlashState } from './routerFlash';

/**
 * Hands every flash to `onFlash` once: those raised with `useFlash().show` and the one a navigation carried
 * in its router state (once per history entry, so Back does not repeat it). The layouts feed their toast
 * region with it.
 */
export function useFlashFeed(onFlash: (flash: FlashMessage) => void): void {
  const dispatch = useAppDispatch();
  const raised = useAppSelector(selectRaisedFlashes);
  const location = useLocation();
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
  }, [location.key, routedKind, routedMessage]);
}
