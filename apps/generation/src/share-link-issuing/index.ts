// Making a batch's personal links, which batch creation does in its own transaction: a domain apart from
// sharing (which reads batches), so batches and sharing load without a cycle.
export { ShareLinkCipher } from './share-link-cipher';
export { ShareLinkIssuer, sharingByDefault, type PlannedSharing } from './share-link-issuer';
export { ShareLinkIssuerModule } from './share-link-issuer.module';
export { isShareTokenForm, newShareToken, shareTokenHash } from './share-tokens';
