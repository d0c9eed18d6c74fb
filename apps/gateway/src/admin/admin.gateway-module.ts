import { Module } from '@nestjs/common';
import { AdminCatalogueController } from './admin-catalogue.controller';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminUsersController } from './admin-users.controller';

/** The operator panel's API under /api/admin; every route needs the admin flag (401 / 403). */
@Module({ controllers: [AdminDashboardController, AdminUsersController, AdminCatalogueController] })
export class AdminGatewayModule {}
