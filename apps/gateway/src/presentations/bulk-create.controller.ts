import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MAX_BATCH_NAME_LENGTH, type BulkCreateReply } from '@deckmill/api-contracts';
import { cutText } from '@deckmill/csv/naming';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { withHttpFields } from '../errors';
import { BULK_CREATE_FORM } from './bulk-create.openapi';
import { bulkCreateReply } from './presentation-views';
import { sharingOf } from '../sharing';
import { receiveBulkCreateForm } from './upload/receive-bulk-create-form';

/**
 * POST /api/app/presentations/bulk_create (multipart `presentation[template_id]`, `presentation[csv_file]` or
 * `presentation[data_file]` (.csv or .json), `presentation[data_mapping]` (CSV), optional `presentation[group_by]`,
 * `presentation[section_mapping]`, `presentation[locale]`, `presentation[formats]`, `presentation[row_limit]`, `presentation[name]` and `presentation[file_name_pattern]`;
 * `presentation[deliver_to_column]` with `presentation[delivery_confirm_count]` and optional
 * `presentation[delivery_subject]`, `presentation[delivery_body]`, `presentation[delivery_reply_to]`;
 * `presentation[images_file]`, a .zip of the pictures rows name):
 * the files is streamed to storage, the generation service checks everything, reserves the decks and answers with
 * the batch id at once; the decks are generated afterwards.
 */
@ApiTags('presentations')
@Controller('api/app/presentations')
@UseGuards(SignedInGuard)
export class BulkCreateController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post('bulk_create')
  @HttpCode(201)
  @RateLimit({ bucket: 'bulk-create', limit: 60, windowMs: 10 * 60_000 })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Generate presentations from a template and a data file',
    description:
      "One deck per CSV row, per value of the CSV column `group_by` (the group's rows in the list `rows`), or per " +
      'object of a JSON array (nested objects and lists). `locale` (default en-US; en-GB, de-DE, fr-FR, es-ES, ' +
      'it-IT, nl-NL, pt-BR, ja-JP) formats numbers, currencies and dates. `formats` (pptx by default, pdf, or ' +
      'both: repeated fields or a comma list) says what each row comes out as. At most 10,000 decks per batch.',
  })
  @ApiBody(BULK_CREATE_FORM)
  async create(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<BulkCreateReply> {
    // The wizard shows the number of recipients and sends it back: a different file cannot mail more people.
    const { upload, fields } = await receiveBulkCreateForm(req, this.storage, (form) => {
      if (form.deliver_to_column && form.delivery_confirm_count === undefined) {
        throw ApiError.field('delivery_confirm_count', 'Confirm the number of recipients.');
      }
    });
    return (
      this.rpc
        .call(
          'generation.create-batch',
          {
            actorId: principal.userId,
            templateId: fields.template_id,
            ...(upload.dataFileKey === null ? {} : { dataFileKey: upload.dataFileKey }),
            ...(fields.dataset_id === undefined ? {} : { datasetId: fields.dataset_id }),
            dataMapping: fields.data_mapping ?? null,
            ...(fields.section_mapping === undefined ? {} : { sectionMapping: fields.section_mapping }),
            dataFormat: upload.format,
            ...(fields.data_encoding ? { dataEncoding: fields.data_encoding } : {}),
            ...(upload.fileName ? { dataFileName: cutText(upload.fileName, MAX_BATCH_NAME_LENGTH) } : {}),
            groupBy: fields.group_by || null,
            locale: fields.locale,
            name: fields.name ?? null,
            fileNamePattern: fields.file_name_pattern ?? null,
            rowLimit: fields.row_limit ?? null,
            formats: fields.formats,
            imagesKey: upload.imagesKey,
            delivery: fields.deliver_to_column
              ? {
                  column: fields.deliver_to_column,
                  subject: fields.delivery_subject ?? null,
                  body: fields.delivery_body ?? null,
                  replyTo: fields.delivery_reply_to ?? null,
                  confirmCount: fields.delivery_confirm_count ?? null,
                  ...(fields.delivery_content ? { content: fields.delivery_content } : {}),
                }
              : null,
            ...sharingOf(fields),
          },
          { timeoutMs: 60_000 },
        )
        // Generation names the data file `dataFile`; the form sent it as `csv_file` or `data_file`.
        .catch(withHttpFields({ dataFile: upload.field, imagesFile: 'images_file' }))
        .then(bulkCreateReply)
    );
  }
}
