import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DATA_ENCODINGS, type DatasetReply } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { createDataset } from './create-dataset';
import { datasetReply } from './dataset-views';

/**
 * /api/app/datasets: a data file uploaded once (multipart `file`, optional `encoding` and `sheet`) and read
 * once; preflight and bulk_create then name it by `presentation[dataset_id]`. Only its uploader sees it.
 */
@ApiTags('datasets')
@Controller('api/app/datasets')
@UseGuards(SignedInGuard)
export class DatasetsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ bucket: 'datasets', limit: 60, windowMs: 10 * 60_000, per: 'user' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: '.csv, .tsv, .txt, .json, .xlsx or .ods' },
        encoding: { type: 'string', enum: [...DATA_ENCODINGS], description: 'A text file’s encoding' },
        sheet: { type: 'string', description: 'A workbook’s sheet (default: the first holding a table)' },
      },
    },
  })
  @ApiOperation({
    summary: 'Upload a data file once: CSV, TSV, JSON, Excel (.xlsx) or OpenDocument (.ods)',
    description:
      'Answers its columns with their types, row count, first five rows, the sheets of a workbook and what to ' +
      'check (an encoding guessed, a separator other than a comma, rows or sheets left out). `encoding` ' +
      '(text files) and `sheet` (workbooks) choose instead of detecting. Kept seven days after its last use.',
  })
  create(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<DatasetReply> {
    return createDataset(req, principal.userId, this.rpc, this.storage);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A dataset of yours as it was read (anyone else’s: 404)' })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<DatasetReply> {
    return datasetReply(
      await this.rpc.call('generation.get-dataset', { actorId: principal.userId, datasetId: id }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a dataset now (batches made from it keep their rows)' })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('generation.delete-dataset', { actorId: principal.userId, datasetId: id });
  }
}
