import { Injectable } from '@nestjs/common';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { pdfName } from '../../../shared';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { ViewerLinks } from '../../viewer-links';

/**
 * The deck or its PDF behind an open link, when the link allows downloads; counted for the link, and for the
 * view the request names when it is one of the link's.
 */
@Injectable()
export class ShareLinkFileUseCase {
  constructor(
    private readonly viewer: ViewerLinks,
    private readonly views: ShareLinkViewRepository,
  ) {}

  async execute(
    input: RpcPayload<'generation.share-link-file'>,
  ): Promise<RpcReply<'generation.share-link-file'>> {
    // The deck served (living links: a later run's), recorded as that deck's download.
    const { link: shared, deck: link, opened } = await this.viewer.open(input);
    if (!opened.downloads.includes(input.format)) {
      throw new DomainException(
        DomainErrors.forbidden('share_link_view_only', 'This link does not allow downloads.'),
      );
    }
    await this.views.countDownload(shared.id, input.viewId ?? null);
    const owner = {
      batchId: link.batchId,
      rowNumber: link.rowNumber,
      ownerId: link.ownerId,
      templateTeamId: link.templateTeamId,
      batchName: link.batchName,
    };
    if (input.format === 'pdf') {
      return {
        key: link.pdfKey ?? '',
        fileName: pdfName(link.fileName),
        sizeBytes: link.pdfSizeBytes ?? 0,
        ...owner,
      };
    }
    return { key: link.outputKey ?? '', fileName: link.fileName, sizeBytes: link.sizeBytes ?? 0, ...owner };
  }
}
