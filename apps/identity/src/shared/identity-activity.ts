import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, type OutboxMessage } from '@deckmill/messaging';
import { Clock } from './clock';

type ActivityKey =
  | 'session.signed_in'
  | 'session.failed_sign_in'
  | 'session.signed_out'
  | 'api_key.created'
  | 'api_key.revoked';
type Facts<K extends ActivityKey> = Omit<EventPayload<K>, 'occurredAt'>;

/**
 * The facts only the audit trail needs: sign-ins, failed ones, sign-outs and API keys. Staged in
 * identity's outbox (with the request context, so the trail knows from where) and published after the commit.
 */
@Injectable()
export class IdentityActivity {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  /** Inside the caller's transaction; publish with `flush()` once it committed. */
  stage<K extends ActivityKey>(
    manager: EntityManager,
    key: K,
    facts: Facts<K>,
    factId: string,
  ): Promise<void> {
    const payload = { ...facts, occurredAt: this.clock.now().toISOString() } as EventPayload<K>;
    // Checked: a generic key does not narrow the union, and the writer validates the payload by its contract.
    const message = { kind: 'event', key, payload, messageId: `${key}:${factId}` } as OutboxMessage;
    return this.outbox.stage(manager, message);
  }

  /** A fact whose change already committed (or that changes nothing): staged on its own and published now. */
  async record<K extends ActivityKey>(key: K, facts: Facts<K>, factId: string = randomUUID()): Promise<void> {
    await this.stage(this.dataSource.manager, key, facts, factId);
    await this.flush();
  }

  /** Never throws (the relay retries). */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
