import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { ShareLinksController } from './share-links.controller';
import { ShareOpensController } from './share-opens.controller';
import { ViewerController } from './viewer/viewer.controller';
import { ViewerViewsController } from './viewer/viewer-views.controller';

/** Personal links to decks: the owner's routes under /api/app and the public viewer at /d/<token>. */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [ShareLinksController, ShareOpensController, ViewerController, ViewerViewsController],
})
export class SharingGatewayModule {}
