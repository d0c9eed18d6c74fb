import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import type { Attributes, Span } from '@opentelemetry/api';
import type { HttpInstrumentationConfig } from '@opentelemetry/instrumentation-http';
import { redactedPath } from '../http/redacted-path';
import { isProbePath } from './probe-paths';

/**
 * What the server span of an incoming request never records: the query string (reset, confirmation, OIDC
 * `code`/`state` and signed-file tokens, an `email`), the path's secret segments (redactedPath), and who the
 * client is (its address, its user agent): the access log and the audit trail keep those where they belong.
 * `undefined` removes an attribute the instrumentation set.
 */
function serverSpanAttributes(request: IncomingMessage): Attributes {
  return {
    'url.path': redactedPath(request.url ?? '/'),
    'url.query': undefined,
    'client.address': undefined,
    'network.peer.address': undefined,
    'network.peer.port': undefined,
    'user_agent.original': undefined,
  };
}

/**
 * A client span's URL without its query string: an S3 call's signature and upload ids, any token a URL we
 * call carries. Calls to outside parties make no span at all (libs/outbound suppresses tracing).
 */
function clientSpanAttributes(options: RequestOptions): Attributes {
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ? `:${String(options.port)}` : '';
  const path = (options.path ?? '/').split('?', 1)[0];
  return { 'url.full': `${options.protocol ?? 'http:'}//${host}${port}${path ?? '/'}` };
}

/**
 * Names the server span after the matched route (`GET /api/links/:token`) as it ends, also when the client
 * went away first and the access log's line comes after the span ended. Express sets `route` and `baseUrl`
 * on the request object the instrumentation holds.
 */
function nameAfterRoute(span: Span, request: ClientRequest | IncomingMessage): void {
  if (!('route' in request) || !('baseUrl' in request)) return;
  const route = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') return;
  const pattern = `${String(request.baseUrl)}${route}`;
  span.setAttribute('http.route', pattern).updateName(`${request.method ?? 'GET'} ${pattern}`);
}

/** The W3C trace-context headers a caller may send. */
const TRACE_CONTEXT_HEADERS = ['traceparent', 'tracestate'] as const;

export interface HttpTracingOptions {
  /**
   * Continue the trace an incoming request's `traceparent` names. Off, on a public listener: a caller could
   * otherwise force every request of theirs to be sampled and choose the trace ids they land under.
   */
  readonly trustIncomingTraceparent: boolean;
}

export function httpInstrumentationConfig(options: HttpTracingOptions): HttpInstrumentationConfig {
  return {
    // Probes and scrapes every few seconds would bury the requests that matter.
    ignoreIncomingRequestHook: (request) => isProbePath(request.url ?? '/'),
    startIncomingSpanHook: (request) => {
      // Runs before the instrumentation extracts the caller's context from these headers: dropping them
      // makes the request the root of a trace of its own, sampled by our ratio.
      if (!options.trustIncomingTraceparent) {
        for (const header of TRACE_CONTEXT_HEADERS) delete request.headers[header];
      }
      return serverSpanAttributes(request);
    },
    applyCustomAttributesOnSpan: nameAfterRoute,
    startOutgoingSpanHook: clientSpanAttributes,
    // Calls made by no traced work (a sweep's S3 listing) would each start a trace of one span.
    requireParentforOutgoingSpans: true,
  };
}
