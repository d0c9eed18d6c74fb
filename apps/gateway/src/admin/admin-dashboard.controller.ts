import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListQuerySchema, type AdminContactMessageList, type AdminStats } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { AdminGuard } from '../auth';
import { adminStats } from './admin-views';

/** /api/admin: the operators' dashboard and the contact messages (the audit log: admin-audit.controller.ts). */
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
  async dashboard(): Promise<AdminStats> {
    return adminStats(await this.rpc.call('admin.dashboard', {}));
  }

  @Get('contact_messages')
  @ApiOperation({ summary: 'Messages sent with the public contact form, newest first' })
  async contactMessages(@Query() query: unknown): Promise<AdminContactMessageList> {
    const { page } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.list-contact-messages', { page });
  }
}
