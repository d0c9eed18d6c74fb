import type { IncomingMessage, ServerResponse } from 'node:http';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { DeckmillClient } from '@deckmill/api-client';
import { MCP_VIA_HEADER } from '@deckmill/api-contracts';
import { createDeckmillMcpServer, MCP_SERVER_VERSION } from './deckmill-mcp-server';
import { toolCallFetch } from './tools/tool-call';

/** Sent with every API v1 call a tool makes: the audit trail records those calls `via: mcp`. */
export const MCP_VIA_HEADERS = { [MCP_VIA_HEADER]: 'mcp' } as const;

/**
 * The API v1 client a tool call uses: the caller's key, the header that marks its calls as MCP's, `headers`
 * for the audit trail's "from where" (the assistant's user agent, the MCP request's id), and on each request
 * the tool and call it belongs to (`answer`).
 */
export function mcpApiClient(
  baseUrl: string,
  apiKey: string,
  headers: Readonly<Record<string, string>> = {},
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): DeckmillClient {
  return new DeckmillClient({
    baseUrl,
    apiKey,
    headers: { ...headers, ...MCP_VIA_HEADERS },
    fetch: toolCallFetch(fetchImpl),
  });
}

/**
 * `deckmill mcp`: the server on standard input and output, for a desktop assistant that starts it. It talks to
 * a Deckmill server through API v1 with the user's key and reads the user's files by path. Nothing else may
 * write to stdout (the protocol's stream); resolves once the client closes the stream.
 */
export async function serveStdio(baseUrl: string, apiKey: string): Promise<void> {
  const server = createDeckmillMcpServer({
    client: mcpApiClient(baseUrl, apiKey, { 'user-agent': `deckmill-mcp/${MCP_SERVER_VERSION} (stdio)` }),
    publicUrl: baseUrl,
    localFiles: true,
  });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  await closed;
}

export interface McpHttpRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The JSON-RPC message(s), already read. */
  readonly body: unknown;
  /** The API key the request carried, already checked; every tool call runs API v1 with it. */
  readonly apiKey: string;
  /** Where API v1 is reached from here (this very server). */
  readonly apiUrl: string;
  /** The public address, for the links handed to the agent. */
  readonly publicUrl: string;
  /** Sent with each v1 call: the assistant's User-Agent and this request's X-Request-Id, for the audit trail. */
  readonly forwardHeaders?: Readonly<Record<string, string>>;
}

/**
 * One Streamable HTTP request, stateless: a server and transport of its own, closed with the answer. No
 * session lives between requests (any replica may answer the next one); progress notifications of a long
 * call travel on that call's own SSE answer.
 */
export async function serveStreamableHttp(request: McpHttpRequest): Promise<void> {
  const server = createDeckmillMcpServer({
    client: mcpApiClient(request.apiUrl, request.apiKey, request.forwardHeaders),
    publicUrl: request.publicUrl,
    localFiles: false,
  });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  request.res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.req, request.res, request.body);
}
