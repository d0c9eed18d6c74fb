import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import type { RpcPayload } from '@deckmill/messaging';
import { pageWindow, toPagination } from '../../../shared/pagination';
import { AuditEntry } from '../../entities/audit-entry.entity';

/** The audit trail, newest first, a page at a time. */
@Injectable()
export class ListAuditLogUseCase {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async execute(input: RpcPayload<'admin.audit-log'>): Promise<RpcReply<'admin.audit-log'>> {
    const [entries, totalCount] = await this.entries.findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(input.page),
    });
    return {
      entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
