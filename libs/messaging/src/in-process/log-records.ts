/** The three streams of the in-process bus, mirroring EVENTS, JOBS and DEADLETTER on JetStream. */
export type StreamKind = 'events' | 'jobs' | 'dlq';

export interface StoredMessage {
  readonly seq: number;
  readonly stream: StreamKind;
  readonly subject: string;
  readonly json: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly messageId?: string;
  /** Publish time, ms since the epoch. */
  readonly at: number;
}

/**
 * One line of the append-only log. Replaying the lines in order rebuilds the broker: messages, durable
 * consumers, how often each message was delivered to each consumer and which ones it is done with.
 */
export type LogRecord =
  | ({ readonly t: 'msg' } & StoredMessage)
  | { readonly t: 'consumer'; readonly stream: StreamKind; readonly name: string; readonly subject: string }
  | {
      readonly t: 'delivered';
      readonly stream: StreamKind;
      readonly name: string;
      readonly seq: number;
      /** Absent means one more delivery; compaction writes the total. */
      readonly count?: number;
    }
  | { readonly t: 'done'; readonly stream: StreamKind; readonly name: string; readonly seq: number }
  /** Written by compaction, so sequence numbers are never reused after the messages are gone. */
  | { readonly t: 'sequence'; readonly last: number };

const KINDS = new Set(['msg', 'consumer', 'delivered', 'done', 'sequence']);

/** Parses the log; a torn last line (the process died mid-write) is dropped, never fatal. */
export function parseLog(text: string): LogRecord[] {
  const records: LogRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = parseLine(line);
    if (record) records.push(record);
  }
  return records;
}

function parseLine(line: string): LogRecord | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is LogRecord {
  return typeof value === 'object' && value !== null && 't' in value && KINDS.has(String(value.t));
}
