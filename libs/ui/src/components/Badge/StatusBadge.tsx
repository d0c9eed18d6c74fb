import { Badge } from './Badge';
import type { Tone } from './tone';

const STATUS_TONES: Readonly<Record<string, Tone>> = {
  completed: 'green',
  processing: 'blue',
  failed: 'red',
  cancelled: 'amber',
};

/**
 * Status colours: completed green, processing blue, failed red, cancelled amber (stopped on purpose, not an
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
