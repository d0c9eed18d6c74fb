import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { TemplateMessages } from '../../template-messages';
import { AccessibleTemplates } from '../../access/accessible-templates';
import { Template } from '../../entities/template.entity';
import { TemplateRepository } from '../../template.repository';

/**
 * The owner, or an admin of the team it is shared with, deletes a template: its record and every object
 * (source and previews). Presentations made from it keep their outputs and their copy of its name.
 */
@Injectable()
export class DeleteTemplateUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly accessible: AccessibleTemplates,
    private readonly messages: TemplateMessages,
    private readonly records: TemplateRepository,
  ) {}

  async execute(input: RpcPayload<'templates.delete'>): Promise<{ ok: true }> {
    const { template } = await this.accessible.findDeletable(input.templateId, input.actorId);
    // Files first: should this fail, the template is still there and Delete can be tried again.
    await this.storage.deletePrefix(template.storagePrefix);
    await this.templates.manager.transaction(async (manager) => {
      await manager.delete(Template, { id: template.id });
      await this.records.forgetCounted(manager, template.id);
      await this.messages.lifecycle(manager, 'template.deleted', template);
    });
    await this.messages.flush();
    return { ok: true };
  }
}
