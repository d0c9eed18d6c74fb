import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MAX_TEMPLATE_BYTES, type TemplateCreated } from '@deckmill/api-contracts';
import { RpcClient, ServiceException } from '@deckmill/messaging';
import { ApiError, CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { templateCreated } from './template-views';
import { receiveTemplateUpload } from './upload/receive-template-upload';

/** Room for the form fields and multipart framing around a file of the largest allowed size. */
const MAX_REQUEST_BYTES = MAX_TEMPLATE_BYTES + 10 * 1024 * 1024;

/**
 * POST /api/app/templates (multipart `template[name]`, `template[file]`, `template[team_id]`): the file is
 * streamed into storage, then the templates service checks it with the engine and keeps or deletes it.
 */
@ApiTags('templates')
@Controller('api/app/templates')
@UseGuards(SignedInGuard)
export class TemplateUploadController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ bucket: 'template-upload', limit: 30, windowMs: 10 * 60_000 })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        'template[name]': { type: 'string' },
        'template[file]': { type: 'string', format: 'binary' },
        'template[team_id]': { type: 'string' },
      },
    },
  })
  @ApiOperation({ summary: 'Upload a .pptx template (at most 100 MB), optionally shared with a team' })
  async upload(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<TemplateCreated> {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      req.resume();
      throw new ApiError(413, {
        error: 'The upload is too large.',
        errors: { file: ['The upload is too large.'] },
      });
    }
    const storage = this.storage;
    const upload = await receiveTemplateUpload(req, storage);
    const refusal = refusedField(upload);
    const teamId = parseTeamId(upload.teamIdText);
    if (refusal || teamId === undefined) {
      await storage.delete(upload.fileKey);
      throw refusal ?? ApiError.field('team_id', 'Choose one of your teams.');
    }
    try {
      const created = await this.rpc.call(
        'templates.create',
        {
          actorId: principal.userId,
          name: upload.name,
          fileName: upload.fileName,
          fileKey: upload.fileKey,
          teamId,
        },
        { timeoutMs: 120_000 },
      );
      return templateCreated(created);
    } catch (error) {
      // No templates service took the upload over, so removing it is still the gateway's job. (After a
      // timeout, or an answer that its database or storage is away, the service may have kept it, so that file
      // is left to the service.)
      if (error instanceof ServiceException && error.serviceError.code === 'rpc_unavailable') {
        await storage.delete(upload.fileKey);
      }
      throw error;
    }
  }
}

/** The form's text goes into the database as is: a control character in it is a 422, like in JSON bodies. */
function refusedField(upload: { name: string; fileName: string }): ApiError | undefined {
  if (hasForbiddenCharacter(upload.name, 'line')) {
    return ApiError.field('name', `Name ${CONTROL_CHARACTER_MESSAGE}`);
  }
  if (hasForbiddenCharacter(upload.fileName, 'line')) {
    return ApiError.field('file', `The file name ${CONTROL_CHARACTER_MESSAGE}`);
  }
  return undefined;
}

/** '' means not shared; anything but a positive integer is refused (undefined). */
function parseTeamId(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) === 0) return undefined;
  return Number(trimmed);
}
