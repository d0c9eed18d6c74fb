import { Controller, Get, Inject, Logger, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { SessionOnlyGuard, SignedInGuard } from '../../auth/guards';
import { CurrentPrincipal, type Principal } from '../../auth/principal';
import { sendDownload } from '../../presentations/download/send-download';
import { streamZip } from '../../presentations/download/stream-batch-zip';
import { exportFiles } from './export-files';

/** An export reads everything the user has: a few per hour is plenty for a person and bounds the load. */
export const DATA_EXPORT_RATE_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

/**
 * Settings → Your data: the signed-in user's data as one ZIP (docs/accounts.md), built while it is sent. A
 * browser session only (an API key is not the person), one counter per user.
 */
@ApiTags('accounts')
@Controller('api/settings/export')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class DataExportController {
  private readonly logger = new Logger(DataExportController.name);

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  @Get()
  @RateLimit({ bucket: 'data-export', per: 'user', ...DATA_EXPORT_RATE_LIMIT })
  @ApiOperation({ summary: 'Download my data: profile, templates, batches with their rows, activity (ZIP)' })
  async download(@CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    const userId = principal.userId;
    const day = new Date().toISOString().slice(0, 10);
    const archive = streamZip(exportFiles({ rpc: this.rpc, storage: this.storage, userId }));
    await sendDownload(res, archive, { name: `deckmill-export-${day}.zip`, contentType: 'application/zip' });
    // A client gone mid-way (or a source failing) ends the stream without finishing it: nothing was exported.
    if (!res.writableFinished) {
      this.logger.log(`Data export for ${userId} ended before it was complete`);
      return;
    }
    await this.bus.publishEvent('account.exported', { userId, occurredAt: new Date().toISOString() });
  }
}
