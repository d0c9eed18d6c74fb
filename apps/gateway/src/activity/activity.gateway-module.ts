import { Module } from '@nestjs/common';
import { ActivityResponder } from './activity-responder';

/** What the three activity views share (Settings, a team's tab, the operators' audit log). */
@Module({ providers: [ActivityResponder], exports: [ActivityResponder] })
export class ActivityGatewayModule {}
