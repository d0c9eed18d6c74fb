import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PPTX_CONTENT_TYPE, templateSourceKey, type RpcReply } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { prefixOfSourceKey, previewKey, sourceKey } from '../../../shared/storage-keys';
import { TemplateMessages } from '../../../shared/template-messages';
import { AccessibleTemplates } from '../../access/accessible-templates';
import { copyName } from '../../default-name';
import { Template } from '../../entities/template.entity';
import { toSummary } from '../../presenters';

/**
 * 'Copy of ...': the actor's own copy of a template they may view, with its own copy of the file and of
 * the previews, shared with the same team. Objects copied before a failure are removed.
 */
@Injectable()
export class DuplicateTemplateUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly accessible: AccessibleTemplates,
    private readonly messages: TemplateMessages,
  ) {}

  async execute(actorId: string, templateId: number): Promise<RpcReply<'templates.duplicate'>> {
    const { template: original, teamName } = await this.accessible.find(templateId, actorId);
    const prefix = prefixOfSourceKey(templateSourceKey(randomUUID()));
    if (!prefix) throw new Error('templateSourceKey() and prefixOfSourceKey() disagree');
    let copy: Template;
    try {
      await this.copyObjects(original, prefix);
      const draft = this.templates.create({
        name: copyName(original.name),
        ownerId: actorId,
        teamId: original.teamId,
        storagePrefix: prefix,
        fileName: original.fileName,
        sizeBytes: original.sizeBytes,
        slideCount: original.slideCount,
        placeholders: original.placeholders,
        structure: original.structure,
        presentationsCount: 0,
        previewStatus: original.previewStatus,
        previewCount: original.previewStatus === 'ready' ? original.previewCount : 0,
      });
      copy = await this.templates.manager.transaction(async (manager) => {
        const saved = await manager.save(draft);
        await this.messages.lifecycle(manager, 'template.uploaded', saved);
        if (saved.previewStatus === 'pending') await this.messages.renderPreviews(manager, saved.id);
        return saved;
      });
    } catch (error) {
      await this.storage.deletePrefix(prefix);
      throw error;
    }
    await this.messages.flush();
    return toSummary(copy, teamName);
  }

  private async copyObjects(original: Template, prefix: string): Promise<void> {
    await this.copy(sourceKey(original.storagePrefix), sourceKey(prefix), PPTX_CONTENT_TYPE);
    if (original.previewStatus !== 'ready') return;
    for (let slide = 1; slide <= original.previewCount; slide += 1) {
      await this.copy(previewKey(original.storagePrefix, slide), previewKey(prefix, slide), 'image/png');
    }
  }

  /** Streamed: the storage port has no server-side copy, and a deck may be 100 MB. */
  private async copy(from: string, to: string, contentType: string): Promise<void> {
    const size = (await this.storage.stat(from))?.size;
    await this.storage.putStream(to, await this.storage.getStream(from), { contentType, size });
  }
}
