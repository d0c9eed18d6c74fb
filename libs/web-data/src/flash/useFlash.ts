import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismissFlash, selectStoredFlash, showFlash, type FlashKind, type FlashMessage } from './flashSlice';
import { readFlashState } from './routerFlash';

export interface FlashControls {
  /** The banner to show on this page, if any. */
  flash: FlashMessage | null;
  /** Raise a banner on the current page (for a flash that goes with a navigation, use flashState). */
  show: (kind: FlashKind, message: string) => void;
  dismiss: () => void;
}

export function useFlash(): FlashControls {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectStoredFlash);
  const routed = readFlashState(location.state);
  const storedHere = stored && stored.locationKey === location.key ? stored.flash : null;

  const show = useCallback(
    (kind: FlashKind, message: string) =>
      dispatch(showFlash({ flash: { kind, message }, locationKey: location.key })),
    [dispatch, location.key],
  );

  const dismiss = useCallback(() => {
    dispatch(dismissFlash());
    if (routed) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [dispatch, navigate, routed, location.pathname, location.search]);

  return { flash: storedHere ?? routed, show, dismiss };
}
