import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, type ThemeChoice } from '@deckmill/ui';
import { useAppliedTheme } from './useAppliedTheme';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  window.localStorage.clear();
});

describe('useAppliedTheme', () => {
  it('sets data-theme for light and dark, and removes it for system', () => {
    const { rerender } = renderHook(({ choice }: { choice: ThemeChoice }) => useAppliedTheme(choice), {
      initialProps: { choice: 'dark' },
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    rerender({ choice: 'light' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    rerender({ choice: 'system' });
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
