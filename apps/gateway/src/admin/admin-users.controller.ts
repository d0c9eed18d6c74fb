import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminUpdateUserBodySchema,
  AdminUsersQuerySchema,
  type AdminUserDetail,
  type AdminUserList,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { AdminGuard, CurrentPrincipal, type Principal } from '../auth';
import { adminUserDetail, adminUserList } from './admin-views';
import { uuidParam } from './path-ids';

/** /api/admin/users: every user, 25 a page, with the operator's edits (name, tier, admin) and deletion. */
@ApiTags('admin')
@Controller('api/admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'Users (page, search by email or name, subscription_tier), pagination and filters',
  })
  async list(@Query() query: unknown): Promise<AdminUserList> {
    const { page, search, subscription_tier } = parseInput(AdminUsersQuerySchema, query);
    const filters = {
      ...(search ? { search } : {}),
      ...(subscription_tier ? { subscriptionTier: subscription_tier } : {}),
    };
    return adminUserList(await this.rpc.call('admin.list-users', { page, ...filters }), filters);
  }

  @Get(':id')
  @ApiOperation({ summary: 'The admin view of a user, with teams and recent presentations' })
  async get(@Param('id') id: string): Promise<AdminUserDetail> {
    return adminUserDetail(await this.rpc.call('admin.get-user', { userId: uuidParam(id) }));
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a user's name, subscription_tier and admin flag (not one's own admin flag)",
  })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AdminUserDetail> {
    const userId = uuidParam(id);
    const changes = parseInput(AdminUpdateUserBodySchema, body);
    const user = await this.rpc.call('admin.update-user', {
      actorId: principal.userId,
      actorEmail: principal.email,
      userId,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.subscription_tier ? { subscriptionTier: changes.subscription_tier } : {}),
      ...(changes.admin !== undefined ? { admin: changes.admin } : {}),
    });
    return adminUserDetail(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user (not oneself); every session of theirs ends at once' })
  async remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('admin.delete-user', {
      actorId: principal.userId,
      actorEmail: principal.email,
      userId: uuidParam(id),
    });
  }
}
