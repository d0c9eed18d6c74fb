import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusableWithin } from '../components/Dialog/focusable';

export interface PageToggle {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

export interface PageToggleOptions {
  /** Gets focus back when Escape closes (usually the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Its first focusable element gets focus on opening (a drawer placed before its toggle). */
  focusOnOpenRef?: RefObject<HTMLElement | null>;
}

/**
 * Open/closed state for a drawer or menu that belongs to one page: it reads closed again as soon as
 * pageKey changes (pass the router's location key, so following a link closes it), and Escape closes it.
 */
export function usePageToggle(
  pageKey: string,
  { returnFocusRef, focusOnOpenRef }: PageToggleOptions = {},
): PageToggle {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pageKey;
  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(() => setOpenOn((current) => (current === pageKey ? null : pageKey)), [pageKey]);

  useEffect(() => {
    if (!open) return;
    const container = focusOnOpenRef?.current;
    if (container) focusableWithin(container)[0]?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      returnFocusRef?.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, returnFocusRef, focusOnOpenRef]);

  return { open, toggle, close };
}
