import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { ActivityEntry, ActivityScope, ChainVerification, RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { startFakeService } from '@deckmill/server-harness';

/** What the fake answers: entries per scope kind (newest first), a pause per page, and the verification. */
interface AuditBook {
  entries: ActivityEntry[];
  pageDelayMs: number;
  verification: ChainVerification;
  calls: RpcPayload<'audit.list'>[];
}

const book: AuditBook = {
  entries: [],
  pageDelayMs: 0,
  verification: { ok: true, chains: 0, entries: 0, firstBroken: null },
  calls: [],
};

@Controller()
class FakeAuditController {
  @RpcHandler('audit.list')
  async list(@Payload() input: RpcPayload<'audit.list'>): Promise<RpcReply<'audit.list'>> {
    book.calls.push(input);
    if (book.pageDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, book.pageDelayMs));
    const start = input.cursor === null ? 0 : Number(input.cursor);
    const end = start + input.limit;
    return {
      entries: book.entries.slice(start, end),
      nextCursor: end < book.entries.length ? String(end) : null,
    };
  }

  @RpcHandler('audit.verify')
  verify(): RpcReply<'audit.verify'> {
    return book.verification;
  }
}

/** An entry as the audit service would keep it, with `overrides` on top. */
export function fakeEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  const userId = overrides.userId ?? randomUUID();
  return {
    id: randomUUID(),
    chain: `user:${userId}`,
    seq: 1,
    action: 'session.signed_in',
    actor: { kind: 'user', userId, email: 'ada@example.test', apiKeyId: null },
    target: { type: 'session', id: 'session-1', label: null },
    userId,
    teamId: null,
    origin: {
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0',
      requestId: 'req-1',
    },
    details: {},
    occurredAt: '2026-11-21T10:00:00.000Z',
    recordedAt: '2026-11-21T10:00:00.100Z',
    hash: 'f'.repeat(64),
    ...overrides,
  };
}

export interface FakeAudit {
  /** The entries every `audit.list` pages through (the fake does not filter; the tests check the scope). */
  serve(entries: ActivityEntry[], pageDelayMs?: number): void;
  verifyAnswers(result: ChainVerification): void;
  /** Every `audit.list` asked so far. */
  readonly calls: RpcPayload<'audit.list'>[];
  scopes(): ActivityScope[];
  reset(): void;
  stop(): Promise<void>;
}

/**
 * Stands in for the audit service (built in the admin service) on the stack's NATS namespace, as
 * apps/templates/test/support/fake-teams.ts does for teams: the gateway's views are tested on its contract.
 */
export async function startFakeAudit(namespace: string): Promise<FakeAudit> {
  const app = await startFakeService(namespace, [FakeAuditController]);
  return {
    serve(entries, pageDelayMs = 0) {
      book.entries = entries;
      book.pageDelayMs = pageDelayMs;
    },
    verifyAnswers(result) {
      book.verification = result;
    },
    get calls() {
      return book.calls;
    },
    scopes: () => book.calls.map((call) => call.scope),
    reset() {
      book.calls.length = 0;
      book.entries = [];
      book.pageDelayMs = 0;
    },
    stop: () => app.close(),
  };
}
