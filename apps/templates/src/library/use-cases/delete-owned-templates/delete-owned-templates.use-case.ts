import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { TemplateMessages } from '../../template-messages';
import { Template } from '../../entities/template.entity';
import { TemplateRepository } from '../../template.repository';

/**
 * A deleted account takes its templates with it, records and files. Each template's objects go before its
 * record, so a failure part-way leaves a record to retry with rather than files nobody knows about.
 */
@Injectable()
export class DeleteOwnedTemplatesUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly messages: TemplateMessages,
    private readonly records: TemplateRepository,
  ) {}

  async execute(input: EventPayload<'user.deleted'>): Promise<number> {
    const owned = await this.templates.findBy({ ownerId: input.userId });
    for (const template of owned) {
      await this.storage.deletePrefix(template.storagePrefix);
      await this.templates.manager.transaction(async (manager) => {
        await manager.delete(Template, { id: template.id });
        await this.records.forgetCounted(manager, template.id);
        await this.messages.lifecycle(manager, 'template.deleted', template);
      });
    }
    if (owned.length > 0) await this.messages.flush();
    return owned.length;
  }
}
