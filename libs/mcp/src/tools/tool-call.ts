import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { MCP_CALL_HEADER, MCP_TOOL_HEADER } from '@deckmill/api-contracts';

interface ToolCall {
  readonly tool: string;
  readonly callId: string;
}

/** The tool call a v1 request belongs to, across the awaits of its handler (a handler may poll for minutes). */
const running = new AsyncLocalStorage<ToolCall>();

/** Runs one tool call's work under a fresh call id: each of its v1 requests names the tool and the call. */
export function inToolCall<T>(tool: string, work: () => Promise<T>): Promise<T> {
  return running.run({ tool, callId: randomUUID() }, work);
}

/**
 * `fetch` for the API v1 client: adds the running tool call's headers, so the gateway records every call in the
 * audit trail once (by its id) even when it only reads. Outside a tool call (a resource read) nothing is added.
 */
export function toolCallFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const call = running.getStore();
    if (!call) return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    headers.set(MCP_TOOL_HEADER, call.tool);
    headers.set(MCP_CALL_HEADER, call.callId);
    return fetchImpl(input, { ...init, headers });
  };
}
