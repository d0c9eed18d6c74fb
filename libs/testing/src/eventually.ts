export interface EventuallyOptions {
  /** How long to keep trying before failing (default 10 s). */
  readonly timeoutMs?: number;
  /** The pause between two checks (default 50 ms). */
  readonly intervalMs?: number;
}

/** Checks `check` until it holds; fails with `timed out waiting for <what>` once `timeoutMs` has passed. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  { timeoutMs = 10_000, intervalMs = 50 }: EventuallyOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
