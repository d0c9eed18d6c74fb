import { Module } from '@nestjs/common';
import { ActivityResponder } from './activity-responder';
import { DownloadActivity } from '../shared';

/**
 * The gateway's part of the audit trail: what the three activity views share (Settings, a team's
 * tab, the operators' audit log), and the downloads it announces itself.
 */
@Module({ providers: [ActivityResponder, DownloadActivity], exports: [ActivityResponder, DownloadActivity] })
export class ActivityGatewayModule {}
