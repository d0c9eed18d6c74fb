import type { PresentationStatus } from '@deckmill/bus-contracts';

/** Statuses a batch never leaves: nothing more is rendered, and the finalizer announces it once. */
export const FINISHED_STATUSES: readonly PresentationStatus[] = ['completed', 'failed', 'cancelled'];

export function isFinished(status: PresentationStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}
