import { Controller, Get, Inject, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError } from '@deckmill/server-kit';
import {
  FILE_URL_SIGNER,
  FileUrlSigner,
  OBJECT_STORAGE,
  serveSignedFile,
  type ObjectStorage,
} from '@deckmill/storage';

/**
 * Embedded mode's stand-in for S3 presigned links: `/api/files/<key>?expires&name&sig`, signed by the
 * filesystem storage. With S3 there is no signer (links point at S3) and this route is 404.
 */
@ApiExcludeController()
@Controller('api/files')
export class SignedFilesController {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() @Inject(FILE_URL_SIGNER) private readonly signer?: FileUrlSigner,
  ) {}

  @Get('*path')
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.signer) throw ApiError.notFound();
    await serveSignedFile(this.storage, this.signer, req.originalUrl, res);
  }
}
