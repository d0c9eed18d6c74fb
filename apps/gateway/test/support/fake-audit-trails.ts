import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { ActivityEntry, RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { startFakeService } from '@deckmill/server-harness';

/** The entries of each user's trail, newest first, as the test arranges them. */
const trails = new Map<string, ActivityEntry[]>();

/** `audit.list` as the admin service answers a user scope: pages of `limit`, the cursor an offset. */
@Controller()
class FakeAuditController {
  @RpcHandler('audit.list')
  list(@Payload() input: RpcPayload<'audit.list'>): RpcReply<'audit.list'> {
    if (input.scope.kind !== 'user') throw new Error('the export asks only for a user scope');
    const entries = trails.get(input.scope.userId) ?? [];
    const from = Number(input.cursor ?? '0');
    const to = from + input.limit;
    return { entries: entries.slice(from, to), nextCursor: to < entries.length ? String(to) : null };
  }
}

export interface FakeAudit {
  record(userId: string, entries: ActivityEntry[]): void;
  stop(): Promise<void>;
}

/** Stands in for the admin service's audit trail on the stack's NATS namespace (its handler is another slice's). */
export async function startFakeAudit(namespace: string): Promise<FakeAudit> {
  const app = await startFakeService(namespace, [FakeAuditController]);
  return {
    record: (userId, entries) => trails.set(userId, entries),
    stop: () => app.close(),
  };
}
