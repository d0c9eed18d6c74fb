import type { DataSource } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import {
  contextFromHeaders,
  REQUEST_ID_HEADER,
  runOutsideRequest,
  runWithRequestContext,
} from '../context/request-context';
import { runInTraceOf } from '../tracing/message-tracing';
import { InvalidMessageError } from '../core/invalid-message.error';
import { refuseInsideTransaction } from '../rpc/transaction-guard';
import type { EventPayload, JobPayload } from '@deckmill/bus-contracts';
import type { MessageBus } from '../ports';
import { isEventKey, isJobKey, jobKeyAccepting, type OutboxRow } from './outbox-message';
import { outboxTable } from './outbox-table';
import { outboxUnknownPending, sampleOutboxBacklog } from './outbox-metrics';

export interface OutboxRelayOptions {
  /** How often pending rows are looked for, besides the flush after each commit. Default 2 s. */
  intervalMs?: number;
  /** Rows read per statement. Default 100. */
  batchSize?: number;
  /**
   * How long published rows (message id, kind, key and times; the payload is cleared on publish) are kept for
   * inspection before the interval pass deletes them. Default 1 day.
   */
  retainPublishedMs?: number;
  /**
   * Where failures are reported, with the error when there is one (a dependency away is the caller's to say at
   * a lower level); the relay keeps the row and tries again on the next pass.
   */
  onError?: (message: string, error?: unknown) => void;
  /**
   * Refuse `flush()` inside a database transaction (WaitInsideTransactionError): its pass reads through the
   * pool, which in embedded mode is the one connection the transaction holds. Default off.
   */
  refuseInsideTransaction?: boolean;
}

const DEFAULTS = {
  intervalMs: 2_000,
  batchSize: 100,
  retainPublishedMs: 86_400_000,
  refuseInsideTransaction: false,
};
/** Published rows are deleted at most this often, not on every 2-second pass. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Publishes a service's staged outbox rows in order, with the row's message id (so a republish after a crash
 * is deduplicated by the bus), then marks them published and clears their payload. It never holds a
 * transaction or a lock while it awaits the bus: embedded mode has a single database connection for every
 * service, so each read and each mark is its own short statement. The rows of a page (up to `batchSize`) are
 * marked together once they are sent, or once one fails, not one statement each: a batch's chunk jobs, or a
 * drawing-ahead batch's job per row, would otherwise cost a statement each. Delivery is at least once (a crash
 * before the mark sends the page's rows again); consumers stay idempotent.
 */
export class OutboxRelay {
  private readonly table: string;
  private readonly settings: Required<Omit<OutboxRelayOptions, 'onError'>>;
  private readonly report: (message: string, error?: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  /** The pass that is running or about to; later flushes wait for it and queue at most one more. */
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private prunedAt = 0;
  private stopSampling: (() => void) | undefined;
  /** Kinds and keys already reported as unknown: a row left pending is met again on every pass. */
  private readonly reportedUnknown = new Set<string>();
  /** Rows the pass in progress left pending for a process that knows their key. */
  private unknownThisPass = 0;

  constructor(
    private readonly service: string,
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    options: OutboxRelayOptions = {},
  ) {
    this.table = outboxTable(service);
    this.settings = {
      intervalMs: options.intervalMs ?? DEFAULTS.intervalMs,
      batchSize: options.batchSize ?? DEFAULTS.batchSize,
      retainPublishedMs: options.retainPublishedMs ?? DEFAULTS.retainPublishedMs,
      refuseInsideTransaction: options.refuseInsideTransaction ?? DEFAULTS.refuseInsideTransaction,
    };
    this.report = options.onError ?? (() => undefined);
  }

  /** Publishes what was staged before (a previous process may have died before its flush), then on an interval. */
  start(): void {
    if (this.timer) return;
    this.stopSampling = sampleOutboxBacklog(this.service, this.dataSource, this.table);
    void this.flush();
    this.timer = setInterval(() => void this.flush(), this.settings.intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.stopSampling?.();
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Publishes every pending row, including the ones the caller just committed. Never rejects: a row that
   * could not be published stays pending and the interval tries again. Called inside a transaction with
   * `refuseInsideTransaction`, it rejects with WaitInsideTransactionError instead (flush after the commit).
   */
  flush(): Promise<void> {
    try {
      refuseInsideTransaction(
        this.settings.refuseInsideTransaction,
        () => `OutboxRelay(${this.service}).flush()`,
      );
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (!this.queued) {
      // Chained outside the caller's request and trace: the continuation would otherwise run in the context
      // of whichever request flushed first, and every later flush joins that pass, so its statements would
      // be spans of that request's trace and its reports carry that request's id.
      const pass = runOutsideRequest(() =>
        this.running.then(async () => {
          this.queued = undefined;
          await this.drain();
          await this.pruneWhenDue();
        }),
      );
      this.queued = pass;
      this.running = pass;
    }
    return this.queued;
  }

  private async drain(): Promise<void> {
    this.unknownThisPass = 0;
    // Pages by id: rows left pending (unknown keys) stay in the table and must not be read again in this pass.
    let after = '0';
    try {
      for (;;) {
        const rows = await this.pending(after);
        if (!(await this.publishPage(rows))) break;
        if (rows.length < this.settings.batchSize) break;
        after = rows.at(-1)?.id ?? after;
      }
    } catch (error) {
      // The pending rows could not be read: the next pass reads them again.
      this.report(`outbox ${this.table}: reading pending rows failed, will retry: ${String(error)}`, error);
    }
    outboxUnknownPending.set({ service: this.service }, this.unknownThisPass);
  }

  private async pending(after: string): Promise<OutboxRow[]> {
    return selectRows<OutboxRow>(
      this.dataSource,
      `SELECT id, message_id AS "messageId", kind, key, payload, headers FROM ${this.table}
       WHERE published_at IS NULL AND id > $1 ORDER BY id LIMIT $2`,
      [after, this.settings.batchSize],
    );
  }

  /**
   * Publishes the rows in order and marks the ones done in one statement, also when a later one failed.
   * False when the pass must stop there (a publish or the mark failed; each is reported): the failed row, or
   * the unmarked ones, are sent again on the next pass.
   */
  private async publishPage(rows: readonly OutboxRow[]): Promise<boolean> {
    const done: string[] = [];
    let sent = true;
    for (const row of rows) {
      try {
        if (await this.publish(row)) done.push(row.id);
      } catch (error) {
        // Stop at the first failure so the order holds; the row is retried on the next pass.
        this.report(`outbox ${this.table}: publish failed, will retry: ${String(error)}`, error);
        sent = false;
        break;
      }
    }
    if (done.length === 0) return sent;
    try {
      await this.markPublished(done);
      return sent;
    } catch (error) {
      this.report(
        `outbox ${this.table}: ${done.length} published rows not marked, sent again next pass: ${String(error)}`,
        error,
      );
      return false;
    }
  }

  /**
   * Publishes the row in the context and trace of the request that staged it, not of whoever flushes now: its
   * publish span belongs to that trace. A row staged outside any request (an interval's work) has no request
   * id and gets none invented; its trace, if any, is still continued. Answers whether the row is done with
   * (sent, or dropped by its contract) rather than left pending.
   */
  private async publish(row: OutboxRow): Promise<boolean> {
    const headers = row.headers;
    const work = () => this.publishOne(row);
    if (!headers) return work();
    const inTrace = () => runInTraceOf(headers, work);
    if (headers[REQUEST_ID_HEADER]) return runWithRequestContext(contextFromHeaders(headers), inTrace);
    return inTrace();
  }

  private async publishOne(row: OutboxRow): Promise<boolean> {
    if (!hasContract(row)) {
      this.leaveForNewerVersion(row);
      return false;
    }
    try {
      await this.send(row);
    } catch (error) {
      if (!(error instanceof InvalidMessageError)) throw error;
      // Validated at stage time, so only a contract changed since can refuse it; retrying would block every
      // later row for ever.
      this.report(
        `outbox ${this.table}: dropped ${row.messageId}, refused by its contract: ${error.message}`,
      );
    }
    return true;
  }

  /**
   * The payload is cleared as it is marked: a mail.send payload carries a plaintext link token (reset, unlock,
   * confirmation, invitation) that is stored only hashed elsewhere, and a published row is kept a day for
   * inspection. Nothing reads a published row's payload; message_id stays for the unique check.
   */
  private async markPublished(ids: readonly string[]): Promise<void> {
    await runSql(
      this.dataSource,
      `UPDATE ${this.table} SET published_at = now(), payload = '{}'::jsonb, headers = NULL
       WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  }

  /**
   * A key this version has no contract for was staged by a newer version of the service (a rolling upgrade,
   * or a rollback): leave it to a process that knows it rather than lose it, and go on with the rows after it
   * (only its own order is at stake). A row nobody publishes shows as the outbox's growing age.
   */
  private leaveForNewerVersion(row: OutboxRow): void {
    this.unknownThisPass += 1;
    const name = `${row.kind} ${row.key}`;
    if (this.reportedUnknown.has(name)) return;
    this.reportedUnknown.add(name);
    this.report(
      `outbox ${this.table}: left ${row.messageId} pending, no ${name} contract in this version (a newer process publishes it)`,
    );
  }

  private async send(row: OutboxRow): Promise<void> {
    const options = { messageId: row.messageId };
    // The casts are checked: the bus validates the payload against the key's contract before sending.
    if (row.kind === 'event' && isEventKey(row.key)) {
      return this.bus.publishEvent(row.key, row.payload as EventPayload<typeof row.key>, options);
    }
    if (row.kind === 'job' && isJobKey(row.key)) {
      const key = jobKeyAccepting(row.key, row.payload);
      return this.bus.enqueueJob(key, row.payload as JobPayload<typeof key>, options);
    }
    throw new Error(`no ${row.kind} contract named ${row.key}`);
  }

  private async pruneWhenDue(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    try {
      await runSql(
        this.dataSource,
        `DELETE FROM ${this.table} WHERE published_at < now() - make_interval(secs => $1)`,
        [this.settings.retainPublishedMs / 1000],
      );
    } catch (error) {
      this.report(`outbox ${this.table}: pruning failed: ${String(error)}`, error);
    }
  }
}

/** Whether this version has a contract for the row's kind and key. */
function hasContract(row: OutboxRow): boolean {
  return (row.kind === 'event' && isEventKey(row.key)) || (row.kind === 'job' && isJobKey(row.key));
}
