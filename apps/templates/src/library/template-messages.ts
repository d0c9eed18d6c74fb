import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import type { Template } from './entities/template.entity';

type Lifecycle = 'template.uploaded' | 'template.deleted';

/**
 * What templates tells the rest of the system. Messages are staged in the outbox inside the transaction that
 * makes the change, and published by `flush()` once it committed (or by the relay later, after a crash).
 */
@Injectable()
export class TemplateMessages {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async lifecycle(manager: EntityManager, key: Lifecycle, template: Template): Promise<void> {
    await this.outbox.stage(manager, {
      kind: 'event',
      key,
      payload: {
        templateId: template.id,
        ownerId: template.ownerId,
        teamId: template.teamId,
        name: template.name,
        occurredAt: new Date().toISOString(),
      },
      messageId: `${key}:${template.id}`,
    });
  }

  async renderPreviews(manager: EntityManager, templateId: number): Promise<void> {
    await this.outbox.stage(manager, {
      kind: 'job',
      key: 'templates.render-previews',
      payload: { templateId },
      messageId: `templates.render-previews:${templateId}`,
    });
  }

  /** Publishes what the caller's committed transaction staged. */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
