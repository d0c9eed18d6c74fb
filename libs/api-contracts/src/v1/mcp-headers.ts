/**
 * Headers Deckmill's MCP server (`deckmill mcp`, `/api/mcp`) sends with every API v1 call a tool makes. They
 * label the audit trail's entries and decide nothing (the key and its scopes do), like a User-Agent.
 */
/** `mcp`: the call was made by a tool of Deckmill's MCP server; the entries say `via: mcp`. */
export const MCP_VIA_HEADER = 'deckmill-via';
/** The tool whose call made the request (`list_templates`). */
export const MCP_TOOL_HEADER = 'deckmill-mcp-tool';
/** One tool call's id (a UUID), the same on each v1 request it makes: the trail records the call once. */
export const MCP_CALL_HEADER = 'deckmill-mcp-call';
