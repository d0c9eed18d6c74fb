import type { ActivityEntryResponse } from '@deckmill/api-contracts';
import { csvLine } from '../csv-export';

/** The export's columns, in order; nested fields flattened, `details` as JSON text. */
const COLUMNS: readonly [string, (entry: ActivityEntryResponse) => unknown][] = [
  ['occurred_at', (entry) => entry.occurred_at],
  ['action', (entry) => entry.action],
  ['actor_kind', (entry) => entry.actor.kind],
  ['actor_id', (entry) => entry.actor.id],
  ['actor_email', (entry) => entry.actor.email],
  ['actor_api_key_id', (entry) => entry.actor.api_key_id],
  ['target_type', (entry) => entry.target.type],
  ['target_id', (entry) => entry.target.id],
  ['target_label', (entry) => entry.target.label],
  ['team_id', (entry) => entry.team_id],
  ['ip', (entry) => entry.ip],
  ['user_agent', (entry) => entry.user_agent],
  ['request_id', (entry) => entry.request_id],
  ['details', (entry) => JSON.stringify(entry.details)],
  ['id', (entry) => entry.id],
];
const HASH_COLUMN: [string, (entry: ActivityEntryResponse) => unknown] = ['hash', (entry) => entry.hash];

function columns(withHash: boolean) {
  return withHash ? [...COLUMNS, HASH_COLUMN] : COLUMNS;
}

export function activityCsvHeader(withHash: boolean): string {
  return `${columns(withHash)
    .map(([name]) => name)
    .join(',')}\r\n`;
}

export function activityCsvLine(entry: ActivityEntryResponse, withHash: boolean): string {
  return csvLine(columns(withHash).map(([, read]) => read(entry)));
}

/** JSON lines: one entry per line (JSON.stringify never leaves a raw line break inside a value). */
export function activityJsonLine(entry: ActivityEntryResponse): string {
  return `${JSON.stringify(entry)}\n`;
}
