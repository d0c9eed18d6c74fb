import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { previewKey, sourceKey } from '../../../shared';
import { AccessibleTemplates } from '../../access/accessible-templates';
import { toSummary } from '../../presenters';

/** A template in full: the summary, its stored file, size, slides, occurrences and previews. */
@Injectable()
export class GetTemplateUseCase {
  constructor(private readonly accessible: AccessibleTemplates) {}

  async execute(input: RpcPayload<'templates.get'>): Promise<RpcReply<'templates.get'>> {
    const { template, permissions, teamName } = await this.accessible.find(input.templateId, input.actorId);
    const slides = template.previewStatus === 'ready' ? template.previewCount : 0;
    const previewKeys = Array.from({ length: slides }, (_, index) =>
      previewKey(template.storagePrefix, index + 1),
    );
    return {
      ...toSummary(template, teamName),
      file: { key: sourceKey(template.storagePrefix), downloadName: `${template.name}.pptx` },
      sizeBytes: template.sizeBytes,
      slideCount: template.slideCount,
      placeholderOccurrences: template.placeholders,
      structure: template.structure,
      previews: { status: template.previewStatus, keys: previewKeys },
      canDelete: permissions.delete,
      ownerId: template.ownerId,
    };
  }
}
