import { Controller, Get, Inject, Optional, Param, Req, Res, UseGuards } from '@nestjs/common';
import { DownloadActivity } from '../shared';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { FILE_URL_SIGNER, OBJECT_STORAGE, type FileUrlSigner, type ObjectStorage } from '@deckmill/storage';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { sendRowFile, type DownloadAudit } from './download/send-row-file';
import { sendBatchZip } from './download/send-batch-zip';
import { positiveInteger, presentationId } from './presentation-id';

/**
 * Downloads of generated decks, one at a time or all in one ZIP streamed as it is built. Only the owner and
 * members of the template's team get them; for anyone else the presentation does not exist (404). Decks and
 * PDFs take ranges, or go to presigned URLs (DOWNLOADS_REDIRECT); the ZIP announces its length.
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
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    @Optional() @Inject(FILE_URL_SIGNER) fileUrls?: FileUrlSigner,
  ) {
    // Files on disk have no object storage to send the browser to: the gateway serves them.
    const presigned = options.downloadsRedirect === 'presigned' && !fileUrls;
    this.audit = { activity, via: 'app', ...(presigned ? { redirect: 'presigned' as const } : {}) };
  }

  @Get('rows/:row/download')
  @ApiOperation({ summary: 'Download one generated presentation' })
  async row(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pptx' }, req, res, this.audit);
  }

  @Get('rows/:row/pdf')
  @ApiOperation({ summary: 'Download the PDF of one generated presentation (batches that asked for PDF)' })
  async rowPdf(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pdf' }, req, res, this.audit);
  }

  @Get('download')
  @ApiOperation({ summary: 'Download all generated presentations as one ZIP' })
  async zip(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await sendBatchZip(this.rpc, this.storage, principal.userId, presentationId(id), req, res, this.audit);
  }
}
