import { defineServiceDatabase } from '@deckmill/database';
import { AuditEntry } from './audit/entities/audit-entry.entity';
import { ContactMessage } from './contact/entities/contact-message.entity';
import { AdminCreateContactAndAudit1795253413796 } from './migrations/AdminCreateContactAndAudit1795253413796';

export const adminEntities = [ContactMessage, AuditEntry];

export const adminDatabase = defineServiceDatabase('admin', {
  entities: adminEntities,
  migrations: [AdminCreateContactAndAudit1795253413796],
});
