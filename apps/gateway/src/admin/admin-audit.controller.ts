import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditLogQuerySchema, type AuditVerificationResponse } from '@deckmill/api-contracts';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { ActivityResponder, verificationView } from '../activity';
import { AdminGuard, CurrentPrincipal, type Principal } from '../auth';
import { auditFilters } from './audit-filters';

/**
 * The chain check reads every entry of every chain, minutes on a real trail: far beyond the default RPC wait.
 * Node's HTTP server puts no limit on how long a response takes, so the request can wait as long.
 */
export const VERIFY_TIMEOUT_MS = 15 * 60_000;

type Verification = RpcReply<'audit.verify'>;

/** /api/admin/audit_log: every tenant's trail for operators, with filters, exports and the chain check. */
@ApiTags('admin')
@Controller('api/admin/audit_log')
@UseGuards(AdminGuard)
export class AdminAuditController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly activity: ActivityResponder,
  ) {}

  /** The check under way in this gateway: a second request joins it rather than walking the trail again. */
  private running: Promise<Verification> | null = null;

  @Get()
  @ApiOperation({
    summary:
      'Every audited action, newest first; filters actor (id or email), action, team, from, to; cursor; format=csv|jsonl',
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const parsed = parseInput(AuditLogQuerySchema, query);
    const filters = await auditFilters(this.rpc, parsed);
    await this.activity.answer(res, {
      userId: principal.userId,
      scope: { kind: 'all' },
      filters,
      query: parsed,
      fileName: 'deckmill-audit-log',
      withHash: true,
      showOperators: true,
    });
  }

  @Get('verify')
  @ApiOperation({
    summary: 'Recompute every hash chain; ok, or the first broken link (chain, seq, entry_id, reason)',
  })
  async verify(): Promise<AuditVerificationResponse> {
    this.running ??= this.rpc
      .call('audit.verify', {}, { timeoutMs: VERIFY_TIMEOUT_MS })
      .finally(() => (this.running = null));
    return verificationView(await this.running);
  }
}
