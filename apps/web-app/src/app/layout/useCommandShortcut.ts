import { useEffect } from 'react';

/** Ctrl+K (Cmd+K on a Mac) anywhere on the page toggles the command menu; the browser's own use is skipped. */
export function useCommandShortcut(toggle: () => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() !== 'k' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}

/** '⌘K' on Apple systems, 'Ctrl K' elsewhere: the hint on the search button. */
export function shortcutHint(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl K';
}
