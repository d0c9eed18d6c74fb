import type { StreamSettings } from '../core/stream-settings';
import type { InProcessRpcRegistry } from '../rpc/in-process/in-process-rpc-registry';

export interface MessagingModuleOptions {
  /** embedded: in-process bus and RPC in one process; distributed: JetStream and NATS request/reply. */
  mode: 'embedded' | 'distributed';
  /** distributed: the NATS server(s), e.g. `nats://127.0.0.1:4222`. */
  natsUrl?: string;
  /** embedded: where the bus keeps its log (`<dataDir>/bus`); without it nothing survives a restart. */
  dataDir?: string;
  /** embedded: seals the bus log (the storage key, STORAGE_ENCRYPTION_KEY); without it the log is plain. */
  logEncryptionKey?: Buffer;
  /** Prefix for subjects and streams, so deployments (or test workers) can share a NATS server. */
  namespace?: string;
  /** Default time an RPC call waits for its reply. Default 5 s. */
  rpcTimeoutMs?: number;
  /**
   * Refuse to wait on another service inside a database transaction: `RpcClient.call` and
   * `OutboxRelay.flush()` then fail at once with WaitInsideTransactionError (DECKMILL_TRANSACTION_GUARD, on
   * unless NODE_ENV is production). Default off.
   */
  transactionGuard?: boolean;
  /** embedded: the registry the RPC client and servers meet in. Default: one per process. */
  rpcRegistry?: InProcessRpcRegistry;
  /** Connection name the NATS server shows (e.g. the service name). */
  connectionName?: string;
  /** distributed: the streams' replicas and limits from the configuration (NATS_STREAM_REPLICAS, ...). */
  streams?: StreamSettings;
}

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

export function requireNatsUrl(options: MessagingModuleOptions): string {
  if (!options.natsUrl) throw new Error('Messaging in distributed mode needs natsUrl (set NATS_URL)');
  return options.natsUrl;
}
