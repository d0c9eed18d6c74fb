import { resolve } from 'node:path';
import { DEFAULT_RETENTION, type StreamRetention } from '../core/retention';
import { FileBusLog, MemoryBusLog } from './bus-log';
import { InProcessBroker } from './in-process-broker';
import { LogSealer } from './log-sealer';

export interface BrokerLease {
  readonly broker: InProcessBroker;
  /** The last lease on a directory closes its broker (and log file). */
  release(): void;
}

const shared = new Map<string, { broker: InProcessBroker; leases: number }>();

/**
 * Buses opened on the same directory in one process share one broker, so they never write the same log
 * file twice; a bus opened after every lease was released reads the state back from disk. Without a
 * directory every bus gets its own memory-only broker.
 */
export function leaseBroker(
  directory: string | undefined,
  retention: Partial<StreamRetention>,
  encryptionKey?: Buffer,
): BrokerLease {
  const settings = { ...DEFAULT_RETENTION, ...retention };
  if (directory === undefined) {
    const broker = new InProcessBroker(new MemoryBusLog(), settings);
    return { broker, release: () => broker.close() };
  }
  const key = resolve(directory);
  const sealer = encryptionKey ? new LogSealer(encryptionKey) : undefined;
  const entry = shared.get(key) ?? {
    broker: new InProcessBroker(new FileBusLog(key, sealer), settings),
    leases: 0,
  };
  shared.set(key, entry);
  entry.leases++;
  let released = false;
  return {
    broker: entry.broker,
    release: () => {
      if (released) return;
      released = true;
      if (--entry.leases > 0) return;
      shared.delete(key);
      entry.broker.close();
    },
  };
}
