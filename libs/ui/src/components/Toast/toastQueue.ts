// React Aria's toast API is still UNSTABLE_ in react-aria-components 1.22.1 (pinned in package.json): a
// new version may rename it, so it is imported in this folder only.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Green for success, blue for info, red for errors. */
export type ToastTone = 'success' | 'info' | 'error';

export interface ToastMessage {
  tone: ToastTone;
  message: string;
}

export type ToastQueueOf = ToastQueue<ToastMessage>;

/** More would cover the page; the rest wait in the queue until one closes. */
export const MAX_VISIBLE_TOASTS = 3;

/** Long enough to read a sentence twice; the timer pauses while the region is hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000;

export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
}

/** Success and info close themselves; an error stays until dismissed, so it cannot be missed. */
export function showToast(queue: ToastQueueOf, toast: ToastMessage): string {
  return queue.add(toast, toast.tone === 'error' ? {} : { timeout: TOAST_TIMEOUT_MS });
}
