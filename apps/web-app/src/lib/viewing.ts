/**
 * How the app writes what viewers of personal links did (docs/sharing.md, "In the app"): the Links section,
 * a deck's timeline and the dashboard's recent opens say durations and moments the same way.
 */

import type { VIEWER_DEVICES } from '@deckmill/api-contracts';

export type ViewerDevice = (typeof VIEWER_DEVICES)[number];

/** Visible time: '12 s', '4 min 12 s', '2 min', '1 h 5 min' (seconds dropped past an hour). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** A moment from now: 'just now' under a minute, then '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Desktop', 'Tablet', 'Phone': the device class the server recorded, in words. */
export function deviceLabel(device: ViewerDevice): string {
  return { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Phone' }[device];
}

/** Who opened: the address typed at the gate, else the viewer's number on that link. */
export function viewerName(email: string | null, viewer?: number): string {
  if (email) return email;
  return viewer === undefined ? 'Someone' : `Viewer ${viewer}`;
}

/** '3 opens · 2 viewers', '1 open · 1 viewer'. */
export function opensSummary(opens: number, viewers: number): string {
  return `${opens} ${opens === 1 ? 'open' : 'opens'} · ${viewers} ${viewers === 1 ? 'viewer' : 'viewers'}`;
}

/** '7 of 10 slides'. */
export function slidesReached(furthest: number, count: number): string {
  return `${furthest} of ${count} ${count === 1 ? 'slide' : 'slides'}`;
}
