import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';

/** The dashboard's page data. */
@Module({ controllers: [DashboardController] })
export class DashboardGatewayModule {}
