import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import {
  DATA_ENCODINGS,
  DataEncodingSchema,
  MAX_BATCH_NAME_LENGTH,
  type BulkCreateReply,
} from '@deckmill/api-contracts';
import { cutText } from '@deckmill/csv/naming';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { withHttpFields } from '../errors';
import { presentationId } from './presentation-id';
import { bulkCreateReply } from './presentation-views';
import { checkDataSource } from './upload/receive-bulk-create-form';
import { receiveDataFileUpload } from './upload/receive-data-file-upload';

const RunFieldsSchema = z.object({
  dataset_id: z.string().uuid('That is not a dataset id.').optional(),
  data_encoding: DataEncodingSchema.optional(),
});

/**
 * POST /api/app/presentations/{id}/runs: "Run again with new data". Multipart `presentation[dataset_id]` (a
 * dataset of the user's) or `presentation[data_file]` / `[csv_file]`, with `[data_encoding]` for a CSV file;
 * the run takes everything else from the presentation (generation.run-again). Answers the new batch (201).
 */
@ApiTags('presentations')
@Controller('api/app/presentations')
@UseGuards(SignedInGuard)
export class RunsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post(':id/runs')
  @HttpCode(201)
  @RateLimit({ bucket: 'bulk-create', limit: 60, windowMs: 10 * 60_000 })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        'presentation[dataset_id]': { type: 'string', format: 'uuid', description: 'A dataset of yours' },
        'presentation[data_file]': {
          type: 'string',
          format: 'binary',
          description: 'Or a .csv or .json file',
        },
        'presentation[data_encoding]': {
          type: 'string',
          enum: [...DATA_ENCODINGS],
          description: 'A CSV file’s',
        },
      },
    },
  })
  @ApiOperation({
    summary: 'Run a presentation again with new data',
    description:
      'The same template, mappings, grouping, locale, formats and file names, from another data file or dataset: ' +
      'a new presentation, the next run of its line (`runs` on the detail). Only its owner may (a team member: ' +
      '403); one made before runs were kept: 409 `batch_not_rerunnable`.',
  })
  async run(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<BulkCreateReply> {
    const batchId = presentationId(id);
    const upload = await receiveDataFileUpload(req, this.storage);
    let fields: z.infer<typeof RunFieldsSchema>;
    try {
      fields = parseInput(RunFieldsSchema, upload.fields);
      // Neither a file nor a dataset is generation's to refuse, after it has found the presentation: someone
      // else's stays a 404 whatever the form holds.
      checkDataSource(upload, fields);
    } catch (error) {
      if (upload.dataFileKey) await this.storage.delete(upload.dataFileKey);
      if (upload.imagesKey) await this.storage.delete(upload.imagesKey);
      throw error;
    }
    // A run takes no images archive (the template's pictures come from the new data's URLs or none).
    if (upload.imagesKey) await this.storage.delete(upload.imagesKey);
    return this.rpc
      .call(
        'generation.run-again',
        {
          actorId: principal.userId,
          batchId,
          ...(upload.dataFileKey === null
            ? {}
            : {
                dataFileKey: upload.dataFileKey,
                dataFormat: upload.format,
                dataFileName: cutText(upload.fileName, MAX_BATCH_NAME_LENGTH),
              }),
          ...(fields.dataset_id === undefined ? {} : { datasetId: fields.dataset_id }),
          ...(fields.data_encoding ? { dataEncoding: fields.data_encoding } : {}),
        },
        { timeoutMs: 60_000 },
      )
      .catch(withHttpFields({ dataFile: upload.field, datasetId: 'dataset_id' }))
      .then(bulkCreateReply);
  }
}
