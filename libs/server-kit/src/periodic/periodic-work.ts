import type { Logger } from '@nestjs/common';
import { isInfrastructureFailure } from '@deckmill/messaging';
import { briefly } from '../logging/dependency-state-log';

export interface PeriodicWorkOptions {
  /** What a failed pass is called in the log: "Audit retention sweep". */
  readonly name: string;
  /** Between the starts of two passes; 0 or less: never runs. */
  readonly everyMs: number;
  /** One pass; its result is not used. Replicas may run it at the same time, so it must be idempotent. */
  readonly pass: () => Promise<unknown>;
  readonly logger: Logger;
  /** A pass at start as well (default), or only once the first period has gone by. */
  readonly atStart?: boolean;
}

/**
 * Work a service does on a timer in every process that runs it (sweeps of abandoned, due or expired things).
 * A pass never overlaps the one before (a slow database must not pile passes up: a tick during a pass is
 * skipped), a failure is logged and the next tick tries again, and `stop` waits for the pass under way, so a
 * service stops it in `beforeApplicationShutdown`, while its database is still open.
 */
export class PeriodicWork {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: PeriodicWorkOptions) {}

  start(): void {
    if (this.options.everyMs <= 0 || this.timer) return;
    if (this.options.atStart ?? true) this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  /** A pass now, after the one under way (tests, and a service's first pass it must wait for). */
  async runNow(): Promise<void> {
    while (this.running) await this.running;
    this.tick();
    await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    const { name, pass, logger } = this.options;
    let started: Promise<unknown>;
    try {
      started = pass();
    } catch (error) {
      // A pass that throws before it returns a promise: thrown from a timer, it would end the process.
      started = Promise.reject(error);
    }
    this.running = started.then(
      () => undefined,
      (error: unknown) =>
        // A dependency away is expected and said once by the process ("PostgreSQL lost"): a line, not an error.
        isInfrastructureFailure(error)
          ? logger.warn(`${name} failed, a dependency is away: ${briefly(error)}`)
          : logger.error(`${name} failed: ${String(error)}`),
    );
    void this.running.finally(() => (this.running = undefined));
  }
}
