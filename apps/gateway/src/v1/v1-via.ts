import type { Request } from 'express';
import { MCP_VIA_HEADER } from '@deckmill/api-contracts';

/**
 * Where a v1 request came from, for the audit trail's `via`: `mcp` when Deckmill's MCP server made it, else
 * `api`. The client says so, like a User-Agent: it labels the entry and decides nothing (the key and its
 * scopes do); anything but `mcp` is `api`.
 */
export function v1Via(req: Request): 'api' | 'mcp' {
  return req.header(MCP_VIA_HEADER) === 'mcp' ? 'mcp' : 'api';
}
