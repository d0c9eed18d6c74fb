import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { DownloadLinksController } from './download-links.controller';

/** Recorded download links (`/api/links/...`): signed, public, rate-limited. */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [DownloadLinksController],
})
export class LinksGatewayModule {}
