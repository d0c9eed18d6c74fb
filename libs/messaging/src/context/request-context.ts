import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one request across HTTP, request/reply and messages. */
export interface RequestContext {
  readonly requestId: string;
  readonly userId?: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';
export const USER_ID_HEADER = 'x-user-id';

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function newRequestId(): string {
  return randomUUID();
}

/** The headers that carry the current context onto an outgoing message. */
export function contextHeaders(context = currentRequestContext()): Record<string, string> {
  if (!context) return {};
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: context.requestId };
  if (context.userId) headers[USER_ID_HEADER] = context.userId;
  return headers;
}

/** Restores the context of an incoming message; a message without one starts a fresh request id. */
export function contextFromHeaders(headers: Readonly<Record<string, string>>): RequestContext {
  const requestId = headers[REQUEST_ID_HEADER] || newRequestId();
  const userId = headers[USER_ID_HEADER];
  return userId ? { requestId, userId } : { requestId };
}
