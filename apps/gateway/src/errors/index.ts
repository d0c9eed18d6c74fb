// What the other gateway domains may use of errors: they import it from here, never from its files.
export { HTTP_STATUS, httpField, V1_ERROR_CODES, V1_ERROR_CODES_BY_DOMAIN_CODE } from './domain-error-http';
export { withHttpFields } from './domain-errors.interceptor';
export {
  asTransportFailure,
  isServiceOutage,
  TRANSPORT_HTTP_STATUS,
  transportFailureToHttp,
} from './transport-failure-http';
