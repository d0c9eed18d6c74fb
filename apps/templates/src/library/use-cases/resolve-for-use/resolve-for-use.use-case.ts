import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { sourceKey } from '../../../shared';
import { AccessibleTemplates } from '../../access/accessible-templates';

/** What generation needs to render from a template the user may use (not found otherwise). */
@Injectable()
export class ResolveForUseUseCase {
  constructor(private readonly accessible: AccessibleTemplates) {}

  async execute(
    input: RpcPayload<'templates.resolve-for-use'>,
  ): Promise<RpcReply<'templates.resolve-for-use'>> {
    const { template } = await this.accessible.find(input.templateId, input.userId);
    return {
      id: template.id,
      name: template.name,
      fileKey: sourceKey(template.storagePrefix),
      placeholders: template.placeholders.map((placeholder) => placeholder.name),
      structure: template.structure,
      teamId: template.teamId,
      sizeBytes: template.sizeBytes,
    };
  }
}
