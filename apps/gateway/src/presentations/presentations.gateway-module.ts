import { Module } from '@nestjs/common';
import { BulkCreateController } from './bulk-create.controller';
import { NotificationsController } from './notifications.controller';
import { PresentationDownloadsController } from './presentation-downloads.controller';
import { PresentationEventsController } from './presentation-events.controller';
import { PresentationsController } from './presentations.controller';

/** The presentations area of the API: bulk create, list, detail, live progress, downloads and notifications. */
@Module({
  controllers: [
    BulkCreateController,
    PresentationsController,
    PresentationDownloadsController,
    PresentationEventsController,
    NotificationsController,
  ],
})
export class PresentationsGatewayModule {}
