import { useEffect } from 'react';
import { applyTheme, rememberTheme, type ThemeChoice } from '@deckmill/ui';

/**
 * Puts the account's theme on <html> (`data-theme`, removed for 'system') and keeps it in this browser, so the
 * next page load of any front end starts in it (`applyStoredTheme` in the entry modules).
 */
export function useAppliedTheme(choice: ThemeChoice): void {
  useEffect(() => {
    applyTheme(choice);
    rememberTheme(choice);
  }, [choice]);
}
