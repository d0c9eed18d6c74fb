import { isInsideTransaction } from '@deckmill/database';

/**
 * Waiting on another service while holding a database transaction (or a row lock) is refused. In embedded
 * mode every service shares one database connection: the transaction holds it, the other service's handler
 * waits for it, and the caller waits for the handler until its timeout (teams' invitation resend answered
 * 504 after 30 s, and every other request and the health check stalled meanwhile). In distributed mode the
 * lock is held across a network round trip instead. Read first, then lock and write; or carry what the other
 * side needs in the request. Staging into the outbox inside the transaction is the point of the outbox and
 * stays allowed; only waiting on an answer is refused.
 */
export class WaitInsideTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} inside an open database transaction: waiting on another service while holding a transaction ` +
        `stalls embedded mode's one connection. Ask before the transaction (read, then lock and write), or ` +
        `stage a message in the outbox and flush after it committed (docs/decisions.md, "No waiting on ` +
        `another service inside a transaction").`,
    );
    this.name = 'WaitInsideTransactionError';
  }
}

/** Throws WaitInsideTransactionError when `enabled` and the caller is inside a transaction. */
export function refuseInsideTransaction(enabled: boolean, what: () => string): void {
  if (enabled && isInsideTransaction()) throw new WaitInsideTransactionError(what());
}
