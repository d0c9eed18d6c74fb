import { Module } from '@nestjs/common';
import { FieldCipher } from '@deckmill/database';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { GenerationOutboxModule } from '../shared';
import { ShareLinkCipher } from './share-link-cipher';
import { ShareLinkIssuer } from './share-link-issuer';

/** What batch creation needs of sharing: the issuer, and the cipher the links' other uses share. */
@Module({
  imports: [GenerationOutboxModule],
  providers: [
    {
      provide: ShareLinkCipher,
      inject: [GENERATION_OPTIONS],
      useFactory: (options: GenerationOptions) =>
        new ShareLinkCipher(new FieldCipher(options.rowEncryptionKeys)),
    },
    ShareLinkIssuer,
  ],
  exports: [ShareLinkCipher, ShareLinkIssuer],
})
export class ShareLinkIssuerModule {}
