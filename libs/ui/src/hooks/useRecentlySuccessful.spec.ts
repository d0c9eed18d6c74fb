import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecentlySuccessful } from './useRecentlySuccessful';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useRecentlySuccessful', () => {
  it('is set by a success and clears itself after 2000 ms', () => {
    const { result } = renderHook(() => useRecentlySuccessful());
    expect(result.current.recentlySuccessful).toBe(false);
    act(() => result.current.markSuccess());
    expect(result.current.recentlySuccessful).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.recentlySuccessful).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.recentlySuccessful).toBe(false);
  });

  it('restarts the period on another success', () => {
    const { result } = renderHook(() => useRecentlySuccessful());
    act(() => result.current.markSuccess());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.markSuccess());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.recentlySuccessful).toBe(true);
  });
});
