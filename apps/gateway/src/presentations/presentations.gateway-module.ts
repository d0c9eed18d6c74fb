import { Module } from '@nestjs/common';
import { BulkCreateController } from './bulk-create.controller';
import { NotificationsController } from './notifications.controller';
import { PresentationDownloadsController } from './presentation-downloads.controller';
import { PresentationsController } from './presentations.controller';

/** The presentations area of the API: bulk create, list, detail, downloads and notifications. */
@Module({
  controllers: [
    BulkCreateController,
    PresentationsController,
    PresentationDownloadsController,
    NotificationsController,
  ],
})
export class PresentationsGatewayModule {}
