import { Controller, Get, Inject, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, PLATFORM_SETTINGS, type PlatformSettings } from '@deckmill/server-kit';
import { FileUrlSigner, OBJECT_STORAGE, serveSignedFile, type ObjectStorage } from '@deckmill/storage';

/**
 * Embedded mode's stand-in for S3 presigned links: `/api/files/<key>?expires&name&sig`, signed with the
 * platform secret by the filesystem storage. In distributed mode links point at S3 and this route is 404.
 */
@ApiExcludeController()
@Controller('api/files')
export class SignedFilesController {
  private readonly signer: FileUrlSigner | undefined;

  constructor(
    @Inject(PLATFORM_SETTINGS) settings: PlatformSettings,
    @Optional() @Inject(OBJECT_STORAGE) private readonly storage?: ObjectStorage,
  ) {
    this.signer =
      settings.mode === 'embedded'
        ? new FileUrlSigner({ secret: settings.secret, baseUrl: settings.appUrl })
        : undefined;
  }

  @Get('*path')
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.signer || !this.storage) throw ApiError.notFound();
    await serveSignedFile(this.storage, this.signer, req.originalUrl, res);
  }
}
