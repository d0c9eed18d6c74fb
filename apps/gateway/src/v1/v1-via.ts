import type { Request } from 'express';

/** The header Deckmill's MCP server (`deckmill mcp`, `/api/mcp`) sends with every API v1 call it makes. */
export const VIA_HEADER = 'deckmill-via';

/**
 * Where a v1 request came from, for the audit trail's `via`: `mcp` when Deckmill's MCP server made it, else
 * `api`. The client says so, like a User-Agent: it labels the entry and decides nothing (the key and its
 * scopes do); anything but `mcp` is `api`.
 */
export function v1Via(req: Request): 'api' | 'mcp' {
  return req.header(VIA_HEADER) === 'mcp' ? 'mcp' : 'api';
}
