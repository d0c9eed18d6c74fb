import { Inject, Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { AccessibleTemplates } from '../../../../library';
import { rowPreviewSlideKey } from '../../../../shared';

/** Where one slide of a row preview is stored, for a user who may see the template (not found otherwise). */
@Injectable()
export class GetRowPreviewSlideUseCase {
  constructor(
    private readonly accessible: AccessibleTemplates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(
    input: RpcPayload<'templates.row-preview-slide'>,
  ): Promise<RpcReply<'templates.row-preview-slide'>> {
    const { template } = await this.accessible.find(input.templateId, input.actorId);
    const key = rowPreviewSlideKey(template.storagePrefix, input.hash, input.slide);
    if (!(await this.storage.exists(key))) {
      throw new DomainException(DomainErrors.notFound('row_preview_not_found', 'Preview not found.'));
    }
    return { key };
  }
}
