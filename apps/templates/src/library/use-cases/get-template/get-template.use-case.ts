import { Inject, Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { previewKey, sourceKey } from '../../../shared/storage-keys';
import { AccessibleTemplates } from '../../access/accessible-templates';
import { toListItem } from '../../presenters';

/** Signed links live long enough to click, not long enough to share. */
const LINK_SECONDS = 15 * 60;

/** Template (detail): the list fields, a signed download link, size, slides, occurrences and previews. */
@Injectable()
export class GetTemplateUseCase {
  constructor(
    private readonly accessible: AccessibleTemplates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(actorId: string, templateId: number): Promise<RpcReply<'templates.get'>> {
    const { template, permissions, teamName } = await this.accessible.find(templateId, actorId);
    const slides = template.previewStatus === 'ready' ? template.previewCount : 0;
    const previewUrls = await Promise.all(
      Array.from({ length: slides }, (_, index) =>
        this.storage.presignedGetUrl(previewKey(template.storagePrefix, index + 1), {
          expiresSeconds: LINK_SECONDS,
        }),
      ),
    );
    return {
      ...toListItem(template, teamName),
      file_url: await this.storage.presignedGetUrl(sourceKey(template.storagePrefix), {
        expiresSeconds: LINK_SECONDS,
        downloadName: `${template.name}.pptx`,
      }),
      file_size: template.sizeBytes,
      slide_count: template.slideCount,
      placeholder_details: template.placeholders,
      structure: template.structure,
      previews: { status: template.previewStatus, urls: previewUrls },
      can_delete: permissions.delete,
    };
  }
}
