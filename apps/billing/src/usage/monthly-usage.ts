import type { EntityManager } from 'typeorm';
import { UsageMonth } from './entities/usage-month.entity';

/** Decks counted for a user in a month (`YYYY-MM`); 0 before the first reservation of the month. */
export async function monthlyUsage(manager: EntityManager, userId: string, month: string): Promise<number> {
  const row = await manager.getRepository(UsageMonth).findOneBy({ userId, month });
  return row?.used ?? 0;
}

/** What remains of a limit (never negative); null when unlimited. */
export function remainingOf(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
