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
 * One log line per change of a dependency's state, however many requests, queries or pulls meet the outage:
 * `<name> lost: <reason>` at warn when it goes away, `<name> regained after <n> s` when it answers again.
 * Every failure the outage causes is then an expected one (logged without a stack, or not at all).
 */
export class DependencyStateLog implements DependencyState {
  private awaySince: number | undefined;

  constructor(
    /** As the log names it: `NATS`, `PostgreSQL`, `S3`. */
    readonly dependency: string,
    private readonly logger: StateLogger = new Logger('Dependencies'),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the dependency is away now (lost and not yet regained). */
  get away(): boolean {
    return this.awaySince !== undefined;
  }

  lost(reason: string): void {
    if (this.awaySince !== undefined) return;
    this.awaySince = this.now();
    this.logger.warn({
      msg: `${this.dependency} lost: ${reason}`,
      dependency: this.dependency,
      state: 'lost',
    });
  }

  regained(): void {
    if (this.awaySince === undefined) return;
    const awayMs = Math.round(this.now() - this.awaySince);
    this.awaySince = undefined;
    this.logger.log({
      msg: `${this.dependency} regained after ${(awayMs / 1000).toFixed(1)} s`,
      dependency: this.dependency,
      state: 'regained',
      awayMs,
    });
  }
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
