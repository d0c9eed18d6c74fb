// Deckmill's MCP server (docs/mcp.md): the tools and resources over API v1, and its two transports.
export {
  createDeckmillMcpServer,
  MCP_SERVER_NAME,
  MCP_SERVER_VERSION,
  type DeckmillMcpOptions,
} from './deckmill-mcp-server';
export { BATCH_URI, TEMPLATE_URI } from './resources';
export {
  MCP_VIA_HEADERS,
  mcpApiClient,
  serveStdio,
  serveStreamableHttp,
  type McpHttpRequest,
} from './transports';
