import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import type { Template } from '../library/entities/template.entity';

type Lifecycle = 'template.uploaded' | 'template.deleted';

/** What templates tells the rest of the system once its transaction has committed. */
@Injectable()
export class TemplateMessages {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async lifecycle(key: Lifecycle, template: Template): Promise<void> {
    await this.bus.publishEvent(
      key,
      {
        templateId: template.id,
        ownerId: template.ownerId,
        teamId: template.teamId,
        name: template.name,
        occurredAt: new Date().toISOString(),
      },
      { messageId: `${key}:${template.id}` },
    );
  }

  async renderPreviews(templateId: number): Promise<void> {
    await this.bus.enqueueJob(
      'templates.render-previews',
      { templateId },
      { messageId: `templates.render-previews:${templateId}` },
    );
  }
}
