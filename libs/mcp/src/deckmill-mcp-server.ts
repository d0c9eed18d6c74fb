import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DeckmillClient } from '@deckmill/api-client';
import { registerResources } from './resources';
import { registerBatchTools } from './tools/batch-tools';
import type { ToolContext } from './tools/context';
import { registerDatasetTools } from './tools/dataset-tools';
import { registerTemplateTools } from './tools/template-tools';

export interface DeckmillMcpOptions {
  /** API v1 with the caller's key: every tool call is one or more v1 requests (scopes, limits, audit). */
  readonly client: DeckmillClient;
  /** The server's public address, for the download links handed to the agent. */
  readonly publicUrl: string;
  /** `deckmill mcp` on the user's machine: tools may read files by path. A remote server: false. */
  readonly localFiles: boolean;
  /** Between two polls of wait_for_batch; default a second. */
  readonly pollIntervalMs?: number;
}

export const MCP_SERVER_NAME = 'deckmill';
export const MCP_SERVER_VERSION = '1.0.0';

const INSTRUCTIONS =
  'Deckmill fills a PowerPoint template ({{placeholders}}) with rows of data, one deck per row. The usual ' +
  'way: list_templates (or upload_template), get_template to learn the keys a row takes, preflight the rows, ' +
  'create_batch, wait_for_batch, then list_decks for the download links. Destructive tools say so.';

/** The Deckmill MCP server, the same for stdio (`deckmill mcp`) and Streamable HTTP (`/api/mcp`). */
export function createDeckmillMcpServer(options: DeckmillMcpOptions): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'Deckmill', version: MCP_SERVER_VERSION },
    { instructions: INSTRUCTIONS },
  );
  const context: ToolContext = {
    client: options.client,
    publicUrl: options.publicUrl,
    localFiles: options.localFiles,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
  };
  registerTemplateTools(server, context);
  registerDatasetTools(server, context);
  registerBatchTools(server, context);
  registerResources(server, context);
  return server;
}
