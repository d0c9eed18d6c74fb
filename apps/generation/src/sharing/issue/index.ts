// What batch creation uses of sharing (apart from the sharing module, so batches and sharing load without a cycle).
export { ShareLinkCipher } from './share-link-cipher';
export { ShareLinkIssuer, sharingByDefault, type PlannedSharing } from './share-link-issuer';
export { ShareLinkIssuerModule } from './share-link-issuer.module';
export { isShareTokenForm, newShareToken, shareTokenHash } from './share-tokens';
