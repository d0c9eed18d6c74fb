import { Module } from '@nestjs/common';
import { BulkCreateController } from './bulk-create.controller';
import { DownloadActivity } from './download/download-activity';
import { NotificationsController } from './notifications.controller';
import { PreflightController } from './preflight.controller';
import { PresentationDownloadsController } from './presentation-downloads.controller';
import { PresentationEventsController } from './presentation-events.controller';
import { PresentationsController } from './presentations.controller';

/** The presentations area of the API: bulk create and its preflight, list, detail, live progress, downloads and notifications. */
@Module({
  controllers: [
    BulkCreateController,
    PreflightController,
    PresentationsController,
    PresentationDownloadsController,
    PresentationEventsController,
    NotificationsController,
  ],
  providers: [DownloadActivity],
})
export class PresentationsGatewayModule {}
