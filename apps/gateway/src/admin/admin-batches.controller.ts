import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminStuckBatchesQuerySchema,
  type AdminCancelledBatch,
  type AdminResumedBatch,
  type AdminStuckBatchList,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { AdminGuard, CurrentPrincipal, type Principal } from '../auth';
import { uuidParam } from './path-ids';
import { adminCancelledBatch, adminResumedBatch, adminStuckBatchList } from './stuck-batch-views';

/** /api/admin/batches: the stuck-batch list and the operators' Resume and Cancel. */
@ApiTags('admin')
@Controller('api/admin/batches')
@UseGuards(AdminGuard)
export class AdminBatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('stuck')
  @ApiOperation({
    summary: 'Unfinished batches with no progress for `minutes` (default 10), longest first, 25 a page',
  })
  async stuck(@Query() query: unknown): Promise<AdminStuckBatchList> {
    const { page, minutes } = parseInput(AdminStuckBatchesQuerySchema, query);
    const reply = await this.rpc.call('admin.list-stuck-batches', { page, stuckForMinutes: minutes });
    return adminStuckBatchList(reply, minutes);
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({
    summary: "Re-send a batch's unfinished work as the resume sweep does (idempotent); audited",
  })
  async resume(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<AdminResumedBatch> {
    const batch = await this.rpc.call('admin.resume-batch', {
      actorId: principal.userId,
      actorEmail: principal.email,
      batchId: uuidParam(id),
    });
    return adminResumedBatch(batch);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel a pending or processing batch for its owner (409 once finished; `cancelledNow` false when it was cancelled already); audited when cancelled now',
  })
  async cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<AdminCancelledBatch> {
    const batch = await this.rpc.call('admin.cancel-batch', {
      actorId: principal.userId,
      actorEmail: principal.email,
      batchId: uuidParam(id),
    });
    return adminCancelledBatch(batch);
  }
}
