import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PPTX_CONTENT_TYPE, templateSourceKey, type RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, openAsStated, type ObjectStorage } from '@deckmill/storage';
import { prefixOfSourceKey, previewKey, sourceKey, templateFileMissing } from '../../../shared';
import { AccessibleTemplates } from '../../access/accessible-templates';
import { TemplateMessages } from '../../template-messages';
import { copyName } from '../../default-name';
import { Template } from '../../entities/template.entity';
import { toSummary } from '../../presenters';

/**
 * 'Copy of ...': the actor's own copy of a template they may view, with its own copy of the file and of
 * the previews, shared with the same team. Objects copied before a failure are removed. A source file gone
 * from storage is a clear 404; previews gone are rendered again for the copy.
 */
@Injectable()
export class DuplicateTemplateUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly accessible: AccessibleTemplates,
    private readonly messages: TemplateMessages,
  ) {}

  async execute(input: RpcPayload<'templates.duplicate'>): Promise<RpcReply<'templates.duplicate'>> {
    const { actorId } = input;
    const { template: original, teamName } = await this.accessible.find(input.templateId, actorId);
    const prefix = prefixOfSourceKey(templateSourceKey(randomUUID()));
    if (!prefix) throw new Error('templateSourceKey() and prefixOfSourceKey() disagree');
    let copy: Template;
    try {
      const previewsCopied = await this.copyObjects(original, prefix);
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
        previewStatus: previewsCopied ? original.previewStatus : 'pending',
        previewCount: previewsCopied && original.previewStatus === 'ready' ? original.previewCount : 0,
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

  /** Copies the file, then the previews; false when a preview was missing (the copy renders its own). */
  private async copyObjects(original: Template, prefix: string): Promise<boolean> {
    const source = sourceKey(original.storagePrefix);
    if (!(await this.copy(source, sourceKey(prefix), PPTX_CONTENT_TYPE))) throw templateFileMissing();
    if (original.previewStatus !== 'ready') return true;
    for (let slide = 1; slide <= original.previewCount; slide += 1) {
      const copied = await this.copy(
        previewKey(original.storagePrefix, slide),
        previewKey(prefix, slide),
        'image/png',
      );
      if (!copied) return false;
    }
    return true;
  }

  /**
   * Streamed: the storage port has no server-side copy, and a deck may be 100 MB. Opened against its stat so
   * the size handed to the store is the size of the bytes read; false when the object is gone.
   */
  private async copy(from: string, to: string, contentType: string): Promise<boolean> {
    const opened = await openAsStated(this.storage, from);
    if (!opened) return false;
    try {
      await this.storage.putStream(to, opened.stream, { contentType, size: opened.stat.size });
    } finally {
      // A store that fails before reading it all would leave the source open.
      opened.stream.destroy();
    }
    return true;
  }
}
