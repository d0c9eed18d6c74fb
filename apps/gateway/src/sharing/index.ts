// What the other gateway domains may use of sharing: they import it from here, never from its files.
export { sharingOf } from './sharing-form';
export { shareLinkStatsView, shareLinkView, shareViewView } from './share-link-views';
export { SharingGatewayModule } from './sharing.gateway-module';
