/**
 * The look a signed-in user chose (account menu): 'system' follows the device, 'light' and 'dark' set
 * `data-theme` on <html>, which tokens.css reads. The choice is also kept in localStorage, so every front end
 * can apply it from its entry module before React renders (no flash of the other theme on reload; the CSP
 * allows no inline script).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'dm-theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** Sets (light, dark) or removes (system) the attribute tokens.css reads. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** The choice kept in this browser; 'system' when none (or storage is unavailable). */
export function storedTheme(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function rememberTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the account still holds the choice.
  }
}

/** For the entry modules: the stored choice, applied before the first render. */
export function applyStoredTheme(): void {
  applyTheme(storedTheme());
}
