import { sampledGauge } from '@deckmill/metrics';
import type { DataSource } from 'typeorm';

/** What node-postgres' Pool tells of itself (pg-pool's public counters). */
interface PoolCounters {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options?: { readonly max?: number };
}

export function poolOf(dataSource: DataSource): PoolCounters | undefined {
  // TypeORM's Postgres driver keeps the pg Pool as `master`; embedded mode's single session has one too.
  const master = (dataSource.driver as unknown as { master?: Partial<PoolCounters> }).master;
  return typeof master?.totalCount === 'number' ? (master as PoolCounters) : undefined;
}

/**
 * The pool's use at each scrape: connections open, idle, and callers waiting for one, plus its size.
 * Waiting callers above zero for long mean the pool is too small for the work (DATABASE_POOL_SIZE) or queries
 * hold connections too long. Returns the function that stops sampling (when the DataSource closes).
 */
export function samplePoolUse(pool: string, dataSource: DataSource): () => void {
  const stops = [
    sampledGauge(
      'deckmill_db_pool_connections',
      'PostgreSQL pool connections by state: total (open), idle, waiting (callers queued for one)',
      ['pool', 'state'],
      () => {
        const counters = dataSource.isInitialized ? poolOf(dataSource) : undefined;
        if (!counters) return [];
        return [
          { labels: { pool, state: 'total' }, value: counters.totalCount },
          { labels: { pool, state: 'idle' }, value: counters.idleCount },
          { labels: { pool, state: 'waiting' }, value: counters.waitingCount },
        ];
      },
    ),
    sampledGauge('deckmill_db_pool_max', 'PostgreSQL pool size (connections at most)', ['pool'], () => {
      const max = dataSource.isInitialized ? poolOf(dataSource)?.options?.max : undefined;
      return max === undefined ? [] : [{ labels: { pool }, value: max }];
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
