import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { BulkCreateController } from './bulk-create.controller';
import { RunsController } from './runs.controller';
import { NotificationsController } from './notifications.controller';
import { PreflightController } from './preflight.controller';
import { PresentationDownloadsController } from './presentation-downloads.controller';
import { PresentationEventsController } from './presentation-events.controller';
import { PresentationsController } from './presentations.controller';

/** The presentations area of the API: bulk create and its preflight, list, detail, live progress, downloads and notifications. */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [
    BulkCreateController,
    RunsController,
    PreflightController,
    PresentationsController,
    PresentationDownloadsController,
    PresentationEventsController,
    NotificationsController,
  ],
})
export class PresentationsGatewayModule {}
