/**
 * Whether an error says that trying again cannot change the outcome: it, or an error in its `cause` chain,
 * carries `heals: false` (the engine's RenderError: a row's data or its template). The settlement dead-letters
 * such a delivery at once instead of redelivering it with backoff: four attempts of a bad value only took time
 * (a 50-row batch with 2 bad rows took 11 s). Errors without the mark keep the usual retries.
 */
export function cannotHeal(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as { heals?: unknown; cause?: unknown };
    if (record.heals === false) return true;
    current = record.cause;
  }
  return false;
}
