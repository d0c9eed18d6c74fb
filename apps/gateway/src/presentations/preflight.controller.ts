import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { PreflightReplySchema, type PreflightReply } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { withHttpFields } from '../errors';
import { BULK_CREATE_FORM } from './bulk-create.openapi';
import { preflightReply } from './presentation-views';
import { receiveBulkCreateForm } from './upload/receive-bulk-create-form';

/** The reply's schema for /api/openapi.json (without the JSON Schema dialect line, as swagger embeds it). */
const { $schema: _dialect, ...PREFLIGHT_REPLY_SCHEMA } = z.toJSONSchema(PreflightReplySchema, {
  io: 'output',
});

/**
 * POST /api/app/presentations/preflight: bulk_create's multipart form, answered with what each row's
 * deck would show wrong (missing and empty values, unknown tags, pictures that cannot be had, chart data, text
 * that is fitted or overflows, long lists, missing characters) before anything is spent. The uploads are
 * deleted once generation has read them; nothing is reserved or stored. Fields only bulk_create uses (name,
 * file name pattern, formats, delivery) are accepted and ignored.
 */
@ApiTags('presentations')
@Controller('api/app/presentations')
@UseGuards(SignedInGuard)
export class PreflightController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post('preflight')
  @HttpCode(200)
  @RateLimit({ bucket: 'preflight', limit: 60, windowMs: 10 * 60_000, per: 'user' })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Check a template and a data file row by row before generating',
    description:
      "bulk_create's form, the same checks and errors (another user's template: 404). Renders the first 2,000 " +
      'decks (within 20 seconds; the rest are counted as not checked) and lists the rows with findings (at most ' +
      '100, each with at most 20 findings, the rest counted). Pictures: archive files are looked up, only the ' +
      'first 50 distinct URLs fetched; the extra field `check_pictures=false` leaves pictures out (the wizard ' +
      'checks them only when asked). One check per user at a time (a newer one stops the older); 503 when the ' +
      'service is busy with other checks.',
  })
  @ApiBody(BULK_CREATE_FORM)
  @ApiOkResponse({
    description: 'The report; `rows` lists only rows with findings.',
    schema: PREFLIGHT_REPLY_SCHEMA as Record<string, unknown>,
  })
  async preflight(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<PreflightReply> {
    const { upload, fields } = await receiveBulkCreateForm(req, this.storage);
    return this.rpc
      .call(
        'generation.preflight',
        {
          actorId: principal.userId,
          templateId: fields.template_id,
          ...(upload.dataFileKey === null ? {} : { dataFileKey: upload.dataFileKey }),
          ...(fields.dataset_id === undefined ? {} : { datasetId: fields.dataset_id }),
          dataMapping: fields.data_mapping ?? null,
          ...(fields.section_mapping === undefined ? {} : { sectionMapping: fields.section_mapping }),
          dataFormat: upload.format,
          ...(fields.data_encoding ? { dataEncoding: fields.data_encoding } : {}),
          groupBy: fields.group_by || null,
          locale: fields.locale,
          rowLimit: fields.row_limit ?? null,
          imagesKey: upload.imagesKey,
          checkPictures: upload.fields['check_pictures'] !== 'false',
        },
        // Generation stops starting rows after 20 s; the longest rows and picture fetches finish after that.
        { timeoutMs: 60_000 },
      )
      .catch(withHttpFields({ dataFile: upload.field, imagesFile: 'images_file' }))
      .then(preflightReply);
  }
}
