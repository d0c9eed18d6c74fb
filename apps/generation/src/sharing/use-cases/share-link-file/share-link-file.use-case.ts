import { Injectable } from '@nestjs/common';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { pdfName } from '../../../shared';
import { ViewerLinks } from '../../viewer-links';

/** The deck or its PDF behind an open link, when the link allows downloads. */
@Injectable()
export class ShareLinkFileUseCase {
  constructor(private readonly viewer: ViewerLinks) {}

  async execute(
    input: RpcPayload<'generation.share-link-file'>,
  ): Promise<RpcReply<'generation.share-link-file'>> {
    const { link, opened } = await this.viewer.open(input);
    if (!opened.downloads.includes(input.format)) {
      throw new DomainException(
        DomainErrors.forbidden('share_link_view_only', 'This link does not allow downloads.'),
      );
    }
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
