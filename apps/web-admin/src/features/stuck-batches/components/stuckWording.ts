import type { AdminCancelledBatch, AdminResumedBatch } from '../../../shared/adminTypes';

const MINUTE = 60_000;

/** A span of time as an operator reads it: '45 min', '3 h 5 min', '2 d 4 h'. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** How long ago an ISO time was, from `now`. */
export function sinceText(iso: string, now: number): string {
  return durationText(now - new Date(iso).getTime());
}

/** A threshold as the choice reads: '10 minutes', '1 hour', '4 hours', '1 day'. */
export function thresholdLabel(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The notice after a Resume: what was sent again, that an earlier Resume holds it back, or that nothing was owed. */
export function resumedMessage(batch: AdminResumedBatch, now: number = Date.now()): string {
  if (batch.skipped === 'resumed_recently' && batch.resumedAt !== null) {
    return `Nothing re-sent for “${batch.name}”: it was resumed ${sinceText(batch.resumedAt, now)} ago and has not moved since; its jobs may still be queued (Resume sends again 15 minutes after).`;
  }
  const { chunks, conversions, finalizer } = batch.resent;
  const sent = [
    chunks ? plural(chunks, 'chunk job') : '',
    conversions ? plural(conversions, 'PDF conversion') : '',
    finalizer ? 'its completion' : '',
  ].filter(Boolean);
  if (sent.length === 0) return `Nothing to re-send for “${batch.name}”: no work is owed right now.`;
  return `Resumed “${batch.name}”: sent ${sent.join(', ')} again.`;
}

/** The notice after a Cancel; one cancelled before (by its owner, say) is said so, as nothing was done. */
export function cancelledMessage(batch: AdminCancelledBatch): string {
  if (!batch.cancelledNow) return `“${batch.name}” was already cancelled: nothing was done.`;
  return `Cancelled “${batch.name}”: ${batch.rowsDone} of ${plural(batch.rowCount, 'deck')} were made.`;
}
