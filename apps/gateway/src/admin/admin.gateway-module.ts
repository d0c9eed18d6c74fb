import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { AdminAuditController } from './admin-audit.controller';
import { AdminBatchesController } from './admin-batches.controller';
import { AdminCatalogueController } from './admin-catalogue.controller';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminUsersController } from './admin-users.controller';

/** The operator panel's API under /api/admin; every route needs the admin flag (401 / 403). */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [
    AdminDashboardController,
    AdminAuditController,
    AdminUsersController,
    AdminCatalogueController,
    AdminBatchesController,
  ],
})
export class AdminGatewayModule {}
