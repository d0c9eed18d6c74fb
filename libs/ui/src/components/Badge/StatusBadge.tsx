import { Badge } from './Badge';
import type { Tone } from './tone';

const STATUS_TONES: Readonly<Record<string, Tone>> = {
  completed: 'green',
  processing: 'blue',
  failed: 'red',
  cancelled: 'amber',
};

/**
 * Spec 4: completed green, processing blue, failed red, cancelled amber (issue 16: stopped on purpose, not an
 * error); any other status (pending, unknown) neutral grey.
 */
export function statusTone(status: string): Tone {
  return STATUS_TONES[status] ?? 'grey';
}

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
