import type { DataSource } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { gauge, sampledGauge } from '@deckmill/metrics';

/** Rows the relay's last pass left pending because this version has no contract for their key (version skew). */
export const outboxUnknownPending = gauge(
  'deckmill_outbox_unknown_pending',
  'Outbox rows the last relay pass left pending: no contract for their key in this version',
  ['service'],
);

/**
 * The outbox's backlog at each scrape: rows staged and not yet published, and how old the oldest is. A
 * growing age means the relay cannot reach the bus (or the service stopped relaying): alert on it.
 */
export function sampleOutboxBacklog(service: string, dataSource: DataSource, table: string): () => void {
  let reading: Promise<{ rows: number; ageSeconds: number } | undefined> | undefined;
  // One statement per scrape serves both gauges.
  const read = () => {
    reading ??= selectRows<{ rows: string; age: number | null }>(
      dataSource,
      `SELECT count(*) AS rows, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age
       FROM ${table} WHERE published_at IS NULL`,
    )
      .then(([row]) => ({ rows: Number(row?.rows ?? 0), ageSeconds: row?.age ?? 0 }))
      .catch(() => undefined)
      .finally(() => setTimeout(() => (reading = undefined), 1_000).unref());
    return reading;
  };
  const stops = [
    sampledGauge(
      'deckmill_outbox_backlog',
      'Outbox rows staged and not yet published',
      ['service'],
      async () => {
        const found = await read();
        return found ? [{ labels: { service }, value: found.rows }] : [];
      },
    ),
    sampledGauge(
      'deckmill_outbox_oldest_age_seconds',
      'Age of the oldest outbox row not yet published (0 when none)',
      ['service'],
      async () => {
        const found = await read();
        return found ? [{ labels: { service }, value: found.ageSeconds }] : [];
      },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
