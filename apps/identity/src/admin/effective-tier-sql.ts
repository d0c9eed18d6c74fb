/**
 * The tier in force as SQL, matching `effectiveTier()`: a pending change counts once its time has come.
 * `:now` must be bound by the query.
 */
export function effectiveTierSql(alias: string): string {
  return `(CASE WHEN ${alias}.pending_subscription_tier IS NOT NULL AND ${alias}.pending_tier_effective_at <= :now
    THEN ${alias}.pending_subscription_tier ELSE ${alias}.subscription_tier END)`;
}

/** Escapes LIKE wildcards so a search for `50%` matches the text itself. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
