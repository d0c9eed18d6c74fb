import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { ShareLinksController } from './share-links.controller';
import { ViewerController } from './viewer/viewer.controller';

/** Personal links to decks: the owner's routes under /api/app and the public viewer at /d/<token>. */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [ShareLinksController, ViewerController],
})
export class SharingGatewayModule {}
