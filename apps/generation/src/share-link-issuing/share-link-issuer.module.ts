import { Module } from '@nestjs/common';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { GenerationOutboxModule, ShareLinkCipher } from '../shared';
import { DrawAhead } from './draw-ahead';
import { LineSharing } from './line-sharing';
import { ShareLinkIssuer } from './share-link-issuer';

/**
 * What batch creation and rendering need of sharing: the issuer, a run again's settings, drawing ahead, and the
 * cipher the links' other uses share.
 */
@Module({
  imports: [GenerationOutboxModule],
  providers: [
    {
      provide: ShareLinkCipher,
      inject: [GENERATION_OPTIONS],
      useFactory: (options: GenerationOptions) => ShareLinkCipher.of(options.rowEncryptionKeys),
    },
    ShareLinkIssuer,
    LineSharing,
    DrawAhead,
  ],
  exports: [ShareLinkCipher, ShareLinkIssuer, LineSharing, DrawAhead],
})
export class ShareLinkIssuerModule {}
