import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventKey, EventPayload, MailJob, TeamRole } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, type OutboxMessage } from '@deckmill/messaging';

/**
 * What teams tells the rest of the system: events (templates share and un-share by them) and mail through
 * identity's durable `mail.send` job. Each is staged in teams' outbox inside the transaction that makes the
 * change, and published by `flush()` once it committed (or by the relay later, after a crash or a bus outage).
 */
@Injectable()
export class TeamMessages {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  /**
   * `factId` identifies the fact, so staging it twice (a redelivered event, a retried use case) is one message.
   * Ids include the team's random short_id, so they stay unique even if numeric ids are ever reused.
   */
  async publish<K extends EventKey>(
    manager: EntityManager,
    key: K,
    payload: EventPayload<K>,
    factId: string,
  ): Promise<void> {
    // The cast is checked: a generic key does not narrow the message union, and the writer validates the
    // payload against the key's contract before staging it.
    const message = { kind: 'event', key, payload, messageId: `${key}:${factId}` } as OutboxMessage;
    await this.outbox.stage(manager, message);
  }

  async mail(manager: EntityManager, job: MailJob): Promise<void> {
    await this.outbox.stage(manager, {
      kind: 'job',
      key: 'mail.send',
      payload: job,
      messageId: `mail:${job.mailId}`,
    });
  }

  /** Publishes what the caller's committed transaction staged; never throws (the relay retries). */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}

/** A member's role can flip back and forth, so the change is identified by its direction and its time too. */
export function roleChangeFact(
  shortId: string,
  membershipId: number,
  previousRole: TeamRole,
  role: TeamRole,
  at: Date,
): string {
  return `${shortId}:${membershipId}:${previousRole}>${role}:${at.getTime()}`;
}
