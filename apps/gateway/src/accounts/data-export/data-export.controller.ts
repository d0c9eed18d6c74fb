import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DownloadActivity } from '../../shared';
import { CurrentPrincipal, type Principal, SessionOnlyGuard, SignedInGuard } from '../../auth';
import { sendDownload, streamZip } from '../../presentations';
import { exportFiles } from './export-files';

/** An export reads everything the user has: a few per hour is plenty for a person and bounds the load. */
export const DATA_EXPORT_RATE_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

/**
 * Settings → Your data: the signed-in user's data as one ZIP (docs/accounts.md), built while it is sent. A
 * browser session only (an API key is not the person), one counter per user. `account.exported` is recorded
 * before the ZIP starts: a client that leaves mid-way still took part of the data; no record, no export.
 */
@ApiTags('accounts')
@Controller('api/settings/export')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class DataExportController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly activity: DownloadActivity,
  ) {}

  @Get()
  @RateLimit({ bucket: 'data-export', per: 'user', ...DATA_EXPORT_RATE_LIMIT })
  @ApiOperation({ summary: 'Download my data: profile, templates, batches with their rows, activity (ZIP)' })
  async download(@CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    const userId = principal.userId;
    const day = new Date().toISOString().slice(0, 10);
    await this.activity.record('account.exported', { userId });
    const archive = streamZip(exportFiles({ rpc: this.rpc, storage: this.storage, userId }));
    await sendDownload(res, archive, { name: `deckmill-export-${day}.zip`, contentType: 'application/zip' });
  }
}
