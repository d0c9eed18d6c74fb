import { act, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageToggle } from './usePageToggle';

describe('usePageToggle', () => {
  it('toggles open and closed', () => {
    const { result } = renderHook(() => usePageToggle('page-1'));
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('reads closed once the page changes', () => {
    const { result, rerender } = renderHook(({ page }) => usePageToggle(page), {
      initialProps: { page: 'a' },
    });
    act(() => result.current.toggle());
    rerender({ page: 'b' });
    expect(result.current.open).toBe(false);
  });

  it('closes on Escape and returns focus', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    const { result } = renderHook(() => usePageToggle('page', { returnFocusRef: { current: button } }));
    act(() => result.current.toggle());
    await userEvent.keyboard('{Escape}');
    expect(result.current.open).toBe(false);
    expect(button).toHaveFocus();
    button.remove();
  });

  it('moves focus into its container on opening', () => {
    const drawer = document.createElement('nav');
    drawer.innerHTML = '<a href="/dashboard">Dashboard</a><a href="/app/teams">Teams</a>';
    document.body.append(drawer);
    const { result } = renderHook(() => usePageToggle('page', { focusOnOpenRef: { current: drawer } }));
    act(() => result.current.toggle());
    expect(drawer.querySelector('a')).toHaveFocus();
    drawer.remove();
  });
});
