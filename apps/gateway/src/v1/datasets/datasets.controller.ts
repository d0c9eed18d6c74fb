import { Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import type { DatasetReply, V1Dataset, V1Deleted } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { createDataset, datasetReply } from '../../datasets';
import { V1Controller } from '../v1-controller';

function v1Dataset(dataset: DatasetReply): V1Dataset {
  return { object: 'dataset', ...dataset };
}

/**
 * /api/v1/datasets: a data file uploaded once (multipart `file`, optional `encoding` and `sheet`), then named
 * by `dataset_id` in POST /api/v1/batches, as often as needed within its seven days.
 */
@V1Controller('datasets')
export class V1DatasetsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post()
  @RequireScope('generate')
  // Shared with the app's uploads: one person's datasets, however they are sent.
  @RateLimit({ bucket: 'datasets', limit: 60, windowMs: 10 * 60_000, per: 'user' })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async create(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<V1Dataset> {
    return v1Dataset(await createDataset(req, principal.userId, this.rpc, this.storage));
  }

  @Get(':id')
  @RequireScope('read')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Dataset> {
    const dataset = await this.rpc.call('generation.get-dataset', {
      actorId: principal.userId,
      datasetId: id,
    });
    return v1Dataset(datasetReply(dataset));
  }

  @Delete(':id')
  @RequireScope('generate')
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Deleted> {
    await this.rpc.call('generation.delete-dataset', { actorId: principal.userId, datasetId: id });
    return { id, object: 'dataset', deleted: true };
  }
}
