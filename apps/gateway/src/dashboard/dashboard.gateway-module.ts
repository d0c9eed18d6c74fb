import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { SamplesController } from './samples/samples.controller';

/** The dashboard's page data and the sample template and CSV offered to new users. */
@Module({ controllers: [DashboardController, SamplesController] })
export class DashboardGatewayModule {}
