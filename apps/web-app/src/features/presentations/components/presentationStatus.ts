import type { PresentationStatus } from '@deckmill/api-contracts';

/** What the detail page says in each status. */
export const STATUS_TEXT: Readonly<Record<PresentationStatus, string>> = {
  pending: 'Waiting to start generation...',
  processing: 'Your presentation is being generated...',
  completed: 'Ready for download',
  failed: 'Generation failed. Please try again.',
  cancelled: 'Cancelled. The presentations made before it stay available below.',
};

/** The detail page reloads its data while the batch is still running, every 3 seconds. */
export const POLL_INTERVAL_MS = 3000;

/**
 * After generation, the page keeps reloading while e-mails are still queued, more slowly: mail goes
 * out at the account's rate and retries take minutes.
 */
export const DELIVERY_POLL_INTERVAL_MS = 10_000;
