import { Module, type DynamicModule } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContactModule } from './contact/contact.module';
import { PanelModule } from './panel/panel.module';
import { StuckBatchesModule } from './stuck-batches/stuck-batches.module';
import { AdminUsersModule } from './users/users.module';
import { ADMIN_OPTIONS, type AdminOptions } from './admin.options';

/**
 * The operator panel, composed over request/reply from the services that own users, teams, templates and
 * presentations; it owns only contact messages and the audit trail of operator actions.
 */
@Module({
  imports: [PanelModule, AdminUsersModule, CatalogueModule, StuckBatchesModule, AuditModule, ContactModule],
})
export class AdminModule {
  /** The service with its options; global so every module of the service can inject ADMIN_OPTIONS. */
  static forRoot(options: AdminOptions): DynamicModule {
    return {
      module: AdminModule,
      global: true,
      providers: [{ provide: ADMIN_OPTIONS, useValue: options }],
      exports: [ADMIN_OPTIONS],
    };
  }
}
