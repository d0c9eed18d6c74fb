import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { runOutsideTrace, traceHeaders } from '../tracing/message-tracing';

/** Who a request acts as (the audit trail's "who"); set by the gateway once it knows the principal. */
export interface RequestActor {
  readonly kind: 'user' | 'api_key' | 'operator' | 'system';
  readonly userId?: string;
  readonly email?: string;
  readonly apiKeyId?: string;
}

/** What travels with one request across HTTP, request/reply and messages. */
export interface RequestContext {
  readonly requestId: string;
  readonly userId?: string;
  /** Mutable: the auth guard fills it in after the middleware opened the context (setRequestActor). */
  actor?: RequestActor;
  /** The client's address and user agent as the gateway saw them (the audit trail's "from where"). */
  readonly ip?: string;
  readonly userAgent?: string;
  /**
   * Mutable: `mcp` once the gateway knows Deckmill's MCP server made the request (setRequestVia), so every entry
   * the request causes, in any service, says so.
   */
  via?: 'mcp';
}

export const REQUEST_ID_HEADER = 'x-request-id';
export const USER_ID_HEADER = 'x-user-id';
export const ACTOR_HEADER = 'x-deckmill-actor';
export const CLIENT_IP_HEADER = 'x-deckmill-client-ip';
export const USER_AGENT_HEADER = 'x-deckmill-user-agent';
export const VIA_HEADER = 'x-deckmill-via';

/** A user agent is the client's to choose; keep what travels and what is stored short. */
const MAX_USER_AGENT = 512;
const ACTOR_KINDS = new Set(['user', 'api_key', 'operator', 'system']);

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs `work`, and everything it starts (a connection's status loop, a timer), outside any request and
 * trace: a NATS connection opened lazily by the first request would otherwise log its events, years later,
 * under that request's id.
 */
export function runOutsideRequest<T>(work: () => T): T {
  return storage.exit(() => runOutsideTrace(work));
}

/** Records who the current request acts as; no-op outside a request context. */
export function setRequestActor(actor: RequestActor): void {
  const context = storage.getStore();
  if (context) context.actor = actor;
}

/** Marks the current request as made by Deckmill's MCP server; no-op outside a request context. */
export function setRequestVia(via: 'mcp'): void {
  const context = storage.getStore();
  if (context) context.via = via;
}

export function newRequestId(): string {
  return randomUUID();
}

/**
 * The headers that carry the current context onto an outgoing message: the request's, and the active span's
 * W3C `traceparent`/`tracestate` when tracing is on (called inside the producer's span, so the receiver's span
 * becomes its child).
 */
export function contextHeaders(context = currentRequestContext()): Record<string, string> {
  if (!context) return traceHeaders();
  const headers: Record<string, string> = { ...traceHeaders(), [REQUEST_ID_HEADER]: context.requestId };
  const userId = context.userId ?? context.actor?.userId;
  if (userId) headers[USER_ID_HEADER] = userId;
  if (context.actor) headers[ACTOR_HEADER] = JSON.stringify(context.actor);
  if (context.ip) headers[CLIENT_IP_HEADER] = context.ip;
  if (context.userAgent) headers[USER_AGENT_HEADER] = context.userAgent.slice(0, MAX_USER_AGENT);
  if (context.via) headers[VIA_HEADER] = context.via;
  return headers;
}

function parseActor(raw: string | undefined): RequestActor | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, userId, email, apiKeyId } = value as Record<string, unknown>;
    if (typeof kind !== 'string' || !ACTOR_KINDS.has(kind)) return undefined;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      kind: kind as RequestActor['kind'],
      ...(text(userId) ? { userId: text(userId) } : {}),
      ...(text(email) ? { email: text(email) } : {}),
      ...(text(apiKeyId) ? { apiKeyId: text(apiKeyId) } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Restores the context of an incoming message; a message without one starts a fresh request id. */
export function contextFromHeaders(headers: Readonly<Record<string, string>>): RequestContext {
  const requestId = headers[REQUEST_ID_HEADER] || newRequestId();
  const userId = headers[USER_ID_HEADER];
  const actor = parseActor(headers[ACTOR_HEADER]);
  const ip = headers[CLIENT_IP_HEADER];
  const userAgent = headers[USER_AGENT_HEADER]?.slice(0, MAX_USER_AGENT);
  const via = headers[VIA_HEADER] === 'mcp' ? ('mcp' as const) : undefined;
  return {
    requestId,
    ...(userId ? { userId } : {}),
    ...(actor ? { actor } : {}),
    ...(ip ? { ip } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(via ? { via } : {}),
  };
}
