import { defineServiceDatabase } from '@deckmill/database';
import { ActivityChainRow } from './audit/entities/activity-chain.entity';
import { ActivityLogRow } from './audit/entities/activity-log-row.entity';
import { ContactMessage } from './contact/entities/contact-message.entity';
import { AdminCreateActivityLog1795409633235 } from './migrations/AdminCreateActivityLog1795409633235';
import { AdminCreateContactAndAudit1795253413796 } from './migrations/AdminCreateContactAndAudit1795253413796';

export const adminEntities = [ContactMessage, ActivityLogRow, ActivityChainRow];

export const adminDatabase = defineServiceDatabase('admin', {
  entities: adminEntities,
  migrations: [AdminCreateContactAndAudit1795253413796, AdminCreateActivityLog1795409633235],
});
