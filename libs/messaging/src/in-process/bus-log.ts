import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { parseLog, type LogRecord } from './log-records';

/** Where the in-process broker keeps its records. */
export interface BusLog {
  /** The records found when the log was opened. */
  readonly initial: readonly LogRecord[];
  append(record: LogRecord): void;
  /** Replaces the whole log with the live records (atomically, for the file log). */
  rewrite(records: readonly LogRecord[]): void;
  close(): void;
}

/** Embedded mode without a data directory: nothing survives the process. */
export class MemoryBusLog implements BusLog {
  readonly initial: readonly LogRecord[] = [];
  append(): void {
    // Memory only: the broker's own maps are the state.
  }
  rewrite(): void {
    // Nothing on disk to compact.
  }
  close(): void {
    // No file to close.
  }
}

const LOG_FILE = 'bus.log';
const SYNC_DELAY_MS = 50;

/**
 * An append-only JSON-lines file. Every record is written with a synchronous write, so a crashed
 * process loses nothing the OS accepted; fdatasync runs shortly after a burst of writes (and at close)
 * to bound what a power loss could take.
 */
export class FileBusLog implements BusLog {
  readonly initial: readonly LogRecord[];
  private fd: number;
  private syncTimer: NodeJS.Timeout | undefined;

  constructor(private readonly directory: string) {
    mkdirSync(directory, { recursive: true });
    const path = join(directory, LOG_FILE);
    this.initial = existsSync(path) ? parseLog(readFileSync(path, 'utf8')) : [];
    this.fd = openSync(path, 'a');
  }

  append(record: LogRecord): void {
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    this.syncTimer ??= setTimeout(() => this.sync(), SYNC_DELAY_MS).unref();
  }

  rewrite(records: readonly LogRecord[]): void {
    const path = join(this.directory, LOG_FILE);
    const temporary = `${path}.tmp`;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    closeSync(this.fd);
    renameSync(temporary, path);
    syncDirectory(this.directory);
    this.fd = openSync(path, 'a');
  }

  close(): void {
    this.sync();
    closeSync(this.fd);
  }

  private sync(): void {
    clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
    fdatasyncSync(this.fd);
  }
}

/** Makes the rename itself durable. */
function syncDirectory(directory: string): void {
  const fd = openSync(directory, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
