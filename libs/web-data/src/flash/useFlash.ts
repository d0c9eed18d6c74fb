import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { raiseFlash, type FlashKind } from './flashSlice';

export interface FlashControls {
  /**
   * Tell the user how an action went, as a toast: `show('notice', 'Role changed to Admin.')`. For a flash
   * that goes with a navigation, pass `flashState(...)` as the router state instead.
   */
  show: (kind: FlashKind, message: string) => void;
}

export function useFlash(): FlashControls {
  const dispatch = useAppDispatch();
  const show = useCallback(
    (kind: FlashKind, message: string) => void dispatch(raiseFlash({ kind, message })),
    [dispatch],
  );
  return { show };
}
