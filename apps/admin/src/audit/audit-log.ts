import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { AuditAction, AuditChanges } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import { Clock } from '../shared/clock';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  actor: { id: string; email: string };
  action: AuditAction;
  target: { id: string; email: string | null };
  changes: AuditChanges;
}

/** Writes the audit trail of operator actions (who changed what, from which value to which). */
@Injectable()
export class AuditLog {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditRecord): Promise<void> {
    const row: AuditEntry = {
      id: randomUUID(),
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetId: entry.target.id,
      targetEmail: entry.target.email,
      changes: entry.changes,
      createdAt: this.clock.now(),
    };
    await this.entries.save(this.entries.create(row));
  }
}
