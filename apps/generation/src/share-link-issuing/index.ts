// Making a batch's personal links, which batch creation does in its own transaction: a domain apart from
// sharing (which reads batches), so batches and sharing load without a cycle.
export { DrawAhead, drawAheadMessageId } from './draw-ahead';
export { LineSharing } from './line-sharing';
// The cipher lives in shared/ (delivery opens a link's token too); re-exported for sharing's imports.
export { ShareLinkCipher } from '../shared';
export { ShareLinkIssuer, sharingByDefault, type PlannedSharing } from './share-link-issuer';
export { ShareLinkIssuerModule } from './share-link-issuer.module';
export { isShareTokenForm, newShareToken, shareTokenHash } from './share-tokens';
