import { Inject, Injectable } from '@nestjs/common';
import type { EventKey, EventPayload, MailJob } from '@deckmill/contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

/**
 * What teams tells the rest of the system, after its transaction has committed: events (templates share and
 * un-share by them) and mail through identity's durable `mail.send` job.
 */
@Injectable()
export class TeamMessages {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /**
   * `dedupeId` (for facts that happen once, like a team's creation) makes a repeated publish a no-op. Ids
   * include the team's random short_id, so they stay unique even if numeric ids are ever reused.
   */
  async publish<K extends EventKey>(key: K, payload: EventPayload<K>, dedupeId?: string): Promise<void> {
    await this.bus.publishEvent(key, payload, dedupeId ? { messageId: `${key}:${dedupeId}` } : {});
  }

  async mail(job: MailJob): Promise<void> {
    await this.bus.enqueueJob('mail.send', job, { messageId: `mail:${job.mailId}` });
  }
}
