import { useSyncExternalStore } from 'react';

/**
 * Whether Quit stopped the product (local mode). Kept outside React and the store: once the server is gone
 * nothing may refetch or navigate, and every part of the app must show the same last page.
 */
let stopped = false;
const listeners = new Set<() => void>();

export function markStopped(): void {
  stopped = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStopped(): boolean {
  return useSyncExternalStore(subscribe, () => stopped);
}

/** Tests start each app afresh. */
export function resetStoppedForTests(): void {
  stopped = false;
}
