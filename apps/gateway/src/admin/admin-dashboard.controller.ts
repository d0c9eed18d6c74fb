import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListQuerySchema, type AdminStats } from '@deckmill/api-contracts';
import { type RpcReply } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { AdminGuard } from '../auth/guards';

/** /api/admin: the operators' dashboard, the audit trail of their actions and the contact messages. */
@ApiTags('admin')
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminDashboardController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Dashboard stats: totals, confirmed users, subscription breakdown, presentations by status, recent users, last 7 days',
  })
  dashboard(): Promise<AdminStats> {
    return this.rpc.call('admin.dashboard', {});
  }

  @Get('audit_log')
  @ApiOperation({ summary: 'Operator actions, newest first (who changed which user, from what to what)' })
  auditLog(@Query() query: unknown): Promise<RpcReply<'admin.audit-log'>> {
    const { page } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.audit-log', { page });
  }

  @Get('contact_messages')
  @ApiOperation({ summary: 'Messages sent with the public contact form, newest first' })
  contactMessages(@Query() query: unknown): Promise<RpcReply<'admin.list-contact-messages'>> {
    const { page } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.list-contact-messages', { page });
  }
}
