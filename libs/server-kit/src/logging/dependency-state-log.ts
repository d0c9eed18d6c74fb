import { Logger } from '@nestjs/common';

/**
 * What libs/database, libs/storage and libs/messaging tell of a dependency as they meet it: away (a refused
 * connection, a disconnect) or answering again. The same shape is declared there (they do not depend on this
 * library); DependencyStateLog is what the server wires to each.
 */
export interface DependencyState {
  lost(reason: string): void;
  regained(): void;
}

type StateLogger = Pick<Logger, 'warn' | 'log'>;

/**
 * How long failures must last, with no answer in between, before the dependency counts as lost; and how long
 * answers must last, with no failure in between, before it counts as regained. Failovers and restarts, the
 * outages worth a line, last tens of seconds (a NATS reconnect waits 2 s between attempts, a PostgreSQL
 * connect gives up after 10 s); a lone ECONNRESET or a large PUT timing out while small ones succeed heals
 * within one call. 2 s keeps the former at two lines and keeps the latter out of the state lines.
 */
export const STATE_HOLD_MS = 2_000;
/**
 * Failures that healed within the hold are not silent: they are counted and told at most once a minute in
 * one line, so a dependency that fails one call in ten (a flaky NAT, one S3 backend down) costs at most 60
 * lines an hour instead of two per failed call (thousands at request rate).
 */
export const BRIEF_FAILURES_WINDOW_MS = 60_000;

/**
 * One log line per change of a dependency's state, however many requests, queries or pulls meet the outage:
 * `<name> lost: <reason>` at warn once it has failed for STATE_HOLD_MS, `<name> regained after <n> s` once
 * it has answered for as long. Every failure the outage causes is then an expected one (logged without a
 * stack, or not at all). Failures that heal sooner are summed up in one line a minute at most.
 */
export class DependencyStateLog implements DependencyState {
  /** When the reported outage began (its first failure). */
  private awaySince: number | undefined;
  /** The first failure of a run not yet reported, and the timer that reports it once held. */
  private failing: { since: number; reason: string; timer: NodeJS.Timeout } | undefined;
  /** The timer that reports the dependency regained once its answers have held. */
  private answering: { since: number; timer: NodeJS.Timeout } | undefined;
  /** Failures that healed within the hold, since the last summary line. */
  private brief = { count: 0, since: 0 };

  constructor(
    /** As the log names it: `NATS`, `PostgreSQL`, `S3`. */
    readonly dependency: string,
    private readonly logger: StateLogger = new Logger('Dependencies'),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the dependency is away now (reported lost and not yet reported regained). */
  get away(): boolean {
    return this.awaySince !== undefined;
  }

  lost(reason: string): void {
    if (this.awaySince !== undefined) {
      // Still away: the answers since were not a recovery.
      this.answering = cancelled(this.answering);
      return;
    }
    if (this.failing) return;
    const since = this.now();
    this.failing = { since, reason, timer: later(() => this.reportLost(since, reason)) };
  }

  regained(): void {
    if (this.failing) {
      const { reason } = this.failing;
      this.failing = cancelled(this.failing);
      this.countBrief(reason);
      return;
    }
    if (this.awaySince === undefined || this.answering) return;
    const since = this.now();
    this.answering = { since, timer: later(() => this.reportRegained(since)) };
  }

  private reportLost(since: number, reason: string): void {
    this.failing = undefined;
    this.awaySince = since;
    this.logger.warn({
      msg: `${this.dependency} lost: ${reason}`,
      dependency: this.dependency,
      state: 'lost',
    });
  }

  private reportRegained(since: number): void {
    const awayMs = Math.round(since - (this.awaySince ?? since));
    this.answering = undefined;
    this.awaySince = undefined;
    this.logger.log({
      msg: `${this.dependency} regained after ${(awayMs / 1000).toFixed(1)} s`,
      dependency: this.dependency,
      state: 'regained',
      awayMs,
    });
  }

  private countBrief(reason: string): void {
    const now = this.now();
    if (this.brief.count === 0) this.brief.since = now;
    this.brief.count++;
    const windowMs = now - this.brief.since;
    if (windowMs < BRIEF_FAILURES_WINDOW_MS) return;
    const { count } = this.brief;
    this.brief = { count: 0, since: now };
    this.logger.warn({
      msg: `${this.dependency} failed briefly ${count} times in ${Math.round(windowMs / 1000)} s, last: ${reason}`,
      dependency: this.dependency,
      state: 'flapping',
      failures: count,
    });
  }
}

function later(report: () => void): NodeJS.Timeout {
  // Never keeps a process alive that is shutting down.
  return setTimeout(report, STATE_HOLD_MS).unref();
}

function cancelled(pending: { timer: NodeJS.Timeout } | undefined): undefined {
  if (pending) clearTimeout(pending.timer);
  return undefined;
}

/** An error as one short line for a log: its code and the first line of its message, no stack. */
export function briefly(error: unknown): string {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const message = (typeof record.message === 'string' ? record.message : String(error)).split('\n')[0] ?? '';
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? String(record.code) : '';
  const text = code && !message.includes(code) ? `${code} ${message}` : message;
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
