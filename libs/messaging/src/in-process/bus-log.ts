import {
  chmodSync,
  closeSync,
  existsSync,
  fdatasync,
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
import { BusLogKeyError, LogSealer } from './log-sealer';

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
 * to bound what a power loss could take. That sync runs on libuv's thread pool: it waits on the disk's journal
 * (5-15 ms a time on the benchmark machine), and on the event loop it held up every request and render for
 * that long, up to twenty times a second during a batch.
 */
export class FileBusLog implements BusLog {
  readonly initial: readonly LogRecord[];
  private fd: number;
  private syncTimer: NodeJS.Timeout | undefined;
  /** A background sync is running; `dirty`: records were appended since it started. */
  private syncing = false;
  private dirty = false;

  /** With a sealer every line is written sealed; lines from before (plain JSON) are still read. */
  constructor(
    private readonly directory: string,
    private readonly sealer?: LogSealer,
  ) {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    // mkdir's mode applies only to a new directory: one made by an older version is tightened too.
    chmodSync(directory, 0o700);
    const path = join(directory, LOG_FILE);
    this.initial = existsSync(path) ? this.read(readFileSync(path, 'utf8')) : [];
    this.fd = openSync(path, 'a', 0o600);
  }

  append(record: LogRecord): void {
    writeSync(this.fd, this.line(record));
    this.scheduleSync();
  }

  rewrite(records: readonly LogRecord[]): void {
    const path = join(this.directory, LOG_FILE);
    const temporary = `${path}.tmp`;
    const fd = openSync(temporary, 'w', 0o600);
    try {
      writeSync(fd, records.map((record) => this.line(record)).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    closeSync(this.fd);
    renameSync(temporary, path);
    syncDirectory(this.directory);
    this.fd = openSync(path, 'a', 0o600);
  }

  close(): void {
    this.sync();
    closeSync(this.fd);
  }

  private line(record: LogRecord): string {
    const json = JSON.stringify(record);
    return `${this.sealer ? this.sealer.seal(json) : json}\n`;
  }

  /**
   * A sealed line that does not open is a torn write when it is the last one, or when the next append went on
   * the same line (a sealed line never contains another's "s1:" start); anywhere else the log belongs to
   * another key or was modified: refuse to start rather than drop the bus's state. Only a line that starts
   * sealed is split: a plain JSON line (from before encryption) may hold "s1:" inside a value.
   */
  private read(text: string): LogRecord[] {
    const pieces = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (LogSealer.isSealed(line) ? line.split(/(?=s1:)/) : [line]));
    const opened = pieces.flatMap((line, lineIndex) =>
      line.map((piece, pieceIndex) => {
        if (!LogSealer.isSealed(piece)) return piece;
        const json = this.sealer?.open(piece);
        const torn = pieceIndex < line.length - 1 || lineIndex === pieces.length - 1;
        if (json !== undefined || torn) return json ?? '';
        throw new BusLogKeyError(
          `The bus log in ${this.directory} is ${this.sealer ? 'sealed under another key or was modified' : 'sealed and no key was given'}: start with the STORAGE_ENCRYPTION_KEY (or DATA_DIR/storage-encryption-key) it was written with`,
        );
      }),
    );
    return parseLog(opened.join('\n'));
  }

  private scheduleSync(): void {
    if (this.syncing) this.dirty = true;
    else this.syncTimer ??= setTimeout(() => this.syncInBackground(), SYNC_DELAY_MS).unref();
  }

  private syncInBackground(): void {
    this.syncTimer = undefined;
    this.syncing = true;
    fdatasync(this.fd, (error) => {
      this.syncing = false;
      // EBADF: closed or rewritten meanwhile, each of which synced in place. Any other error is the disk's:
      // thrown, as the synchronous call did, for the process to stop rather than promise what it cannot keep.
      if (error && error.code !== 'EBADF') throw error;
      if (this.dirty) {
        this.dirty = false;
        this.scheduleSync();
      }
    });
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
