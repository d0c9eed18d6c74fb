import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PPTX_CONTENT_TYPE, SAMPLE_TEMPLATE_NAME, type TemplateCreated } from '@deckmill/api-contracts';
import { templateSourceKey } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../../auth';
import { sendDownload } from '../../presentations';
import { templateCreated } from '../../templates';
import { readSampleFile, SAMPLE_FILES } from './sample-files';

const CONTENT_TYPES = {
  template: PPTX_CONTENT_TYPE,
  csv: 'text/csv; charset=utf-8',
  images: 'application/zip',
} as const;

function isSampleFile(which: string): which is keyof typeof SAMPLE_FILES {
  return Object.hasOwn(SAMPLE_FILES, which);
}

/**
 * The sample template, CSV and images archive (the rows' logos): as downloads, or the template added to the
 * user's templates in one click.
 */
@ApiTags('dashboard')
@Controller('api/app/samples')
@UseGuards(SignedInGuard)
export class SamplesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get(':which')
  @ApiOperation({ summary: 'Download the sample template (template), CSV (csv) or logos (images)' })
  async download(@Param('which') which: string, @Res() res: Response): Promise<void> {
    if (!isSampleFile(which)) throw ApiError.notFound();
    const bytes = await readSampleFile(which);
    await sendDownload(res, Readable.from([bytes]), {
      name: SAMPLE_FILES[which].downloadName,
      contentType: CONTENT_TYPES[which],
      size: bytes.byteLength,
    });
  }

  @Post('template')
  @HttpCode(201)
  @RateLimit({ bucket: 'sample-template', limit: 10, windowMs: 10 * 60_000 })
  @ApiOperation({ summary: 'Add the sample template to the user\u2019s templates' })
  async addTemplate(@CurrentPrincipal() principal: Principal): Promise<TemplateCreated> {
    const fileKey = templateSourceKey(randomUUID());
    const bytes = await readSampleFile('template');
    await this.storage.putStream(fileKey, Readable.from([bytes]), {
      contentType: PPTX_CONTENT_TYPE,
      size: bytes.byteLength,
    });
    const created = await this.rpc.call(
      'templates.create',
      {
        actorId: principal.userId,
        name: SAMPLE_TEMPLATE_NAME,
        fileName: SAMPLE_FILES.template.downloadName,
        fileKey,
        teamId: null,
      },
      { timeoutMs: 60_000 },
    );
    return templateCreated(created);
  }
}
