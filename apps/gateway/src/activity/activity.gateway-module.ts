import { Module } from '@nestjs/common';
import { DownloadActivity } from './download-activity';

/** What the gateway announces itself for the audit trail (issue 22): the downloads it serves. */
@Module({
  providers: [DownloadActivity],
  exports: [DownloadActivity],
})
export class ActivityGatewayModule {}
