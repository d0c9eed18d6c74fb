export { readCaBundle } from './ca-bundle';
export { classifyAddress, type AddressCategory } from './address-category';
export { OutboundError, type OutboundFailureReason } from './outbound-error';
export { OutboundPolicy, type AllowedHost } from './outbound-policy';
export {
  resolveDestination,
  systemResolver,
  type Destination,
  type HostResolver,
  type ResolvedAddress,
} from './resolve-destination';
export {
  safeFetch,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type SafeFetchOptions,
  type OutboundResponse,
} from './safe-fetch';
export {
  signWebhook,
  verifyWebhookSignature,
  newWebhookSecret,
  WEBHOOK_SIGNATURE_HEADER,
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
} from './webhook-signature';
