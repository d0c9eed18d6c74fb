import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditLogQuerySchema, type AuditVerificationResponse } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { ActivityResponder } from '../activity/activity-responder';
import { verificationView } from '../activity/activity-views';
import { AdminGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { auditFilters } from './audit-filters';

/** /api/admin/audit_log: every tenant's trail for operators, with filters, exports and the chain check. */
@ApiTags('admin')
@Controller('api/admin/audit_log')
@UseGuards(AdminGuard)
export class AdminAuditController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly activity: ActivityResponder,
  ) {}

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
    return verificationView(await this.rpc.call('audit.verify', {}));
  }
}
