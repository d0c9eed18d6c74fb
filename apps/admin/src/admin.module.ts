import { Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContactModule } from './contact/contact.module';
import { PanelModule } from './panel/panel.module';
import { AdminUsersModule } from './users/users.module';

/**
 * The operator panel, composed over request/reply from the services that own users, teams, templates and
 * presentations; it owns only contact messages and the audit trail of operator actions.
 */
@Module({ imports: [PanelModule, AdminUsersModule, CatalogueModule, AuditModule, ContactModule] })
export class AdminModule {}
