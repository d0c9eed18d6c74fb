import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PPTX_CONTENT_TYPE } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { SignedInGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { sendDownload } from './download/send-download';
import { streamBatchZip, type ZipEntry } from './download/stream-batch-zip';
import { positiveInteger, presentationId } from './presentation-id';

/** Entries asked of the generation service per call while the ZIP is written. */
const ZIP_PAGE = 500;

/**
 * Downloads of generated decks, one at a time or all in one ZIP streamed as it is built. Only the owner and
 * members of the template's team get them; for anyone else the presentation does not exist (404).
 */
@ApiTags('presentations')
@Controller('api/app/presentations/:id')
@UseGuards(SignedInGuard)
export class PresentationDownloadsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get('rows/:row/download')
  @ApiOperation({ summary: 'Download one generated presentation' })
  async row(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Res() res: Response,
  ): Promise<void> {
    const storage = this.storage;
    const file = await this.rpc.call('generation.row-file', {
      actorId: principal.userId,
      batchId: presentationId(id),
      row: positiveInteger(row),
    });
    await sendDownload(res, await storage.getStream(file.key), {
      name: file.fileName,
      contentType: PPTX_CONTENT_TYPE,
      size: file.sizeBytes,
    });
  }

  @Get('download')
  @ApiOperation({ summary: 'Download all generated presentations as one ZIP' })
  async zip(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const storage = this.storage;
    const batchId = presentationId(id);
    // The first page answers the authorisation (404) before any byte is sent.
    const first = await this.rpc.call('generation.zip-entries', {
      actorId: principal.userId,
      batchId,
      afterRow: 0,
      limit: ZIP_PAGE,
    });
    if (first.entries.length === 0) throw ApiError.notFound('No presentation is ready for download yet.');
    const rpc = this.rpc;
    async function* pages(): AsyncGenerator<readonly ZipEntry[]> {
      yield first.entries;
      for (let after = first.nextAfterRow; after !== null;) {
        const page = await rpc.call('generation.zip-entries', {
          actorId: principal.userId,
          batchId,
          afterRow: after,
          limit: ZIP_PAGE,
        });
        yield page.entries;
        after = page.nextAfterRow;
      }
    }
    await sendDownload(res, streamBatchZip(storage, pages()), {
      name: first.zipName,
      contentType: 'application/zip',
    });
  }
}
