import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { DownloadActivity } from '../activity/download-activity';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { SignedInGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { sendRowFile, type DownloadAudit } from './download/send-row-file';
import { sendBatchZip } from './download/send-batch-zip';
import { positiveInteger, presentationId } from './presentation-id';

/**
 * Downloads of generated decks, one at a time or all in one ZIP streamed as it is built. Only the owner and
 * members of the template's team get them; for anyone else the presentation does not exist (404).
 */
@ApiTags('presentations')
@Controller('api/app/presentations/:id')
@UseGuards(SignedInGuard)
export class PresentationDownloadsController {
  private readonly audit: DownloadAudit;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    activity: DownloadActivity,
  ) {
    this.audit = { activity, via: 'app' };
  }

  @Get('rows/:row/download')
  @ApiOperation({ summary: 'Download one generated presentation' })
  async row(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pptx' }, res, this.audit);
  }

  @Get('rows/:row/pdf')
  @ApiOperation({ summary: 'Download the PDF of one generated presentation (batches that asked for PDF)' })
  async rowPdf(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pdf' }, res, this.audit);
  }

  @Get('download')
  @ApiOperation({ summary: 'Download all generated presentations as one ZIP' })
  async zip(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    await sendBatchZip(this.rpc, this.storage, principal.userId, presentationId(id), res, this.audit);
  }
}
