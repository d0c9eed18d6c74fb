import { All, Controller, Inject, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@deckmill/messaging';
import { readJsonBody } from '@deckmill/server-kit';
import { RequireScope } from '../../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';
import { ApiKeyOnlyGuard } from '../api-key-only.guard';
import { V1_ROWS_JSON_LIMIT } from '../v1-controller';
import { V1RateLimitGuard } from '../v1-rate-limit.guard';
import { McpExceptionFilter } from './mcp-exception.filter';
import { selfUrl } from './self-url';

/**
 * What the tools' v1 calls carry of this request: its id (v1 keeps a well-formed one, so the audit entries and
 * logs of every call name the MCP request) and the assistant's user agent. The client's address is not
 * carried: v1 sees this server's, as no proxy header is trusted from itself.
 */
function forwardedHeaders(req: Request, res: Response): Record<string, string> {
  const requestId = res.getHeader(REQUEST_ID_HEADER);
  const userAgent = req.header('user-agent');
  return {
    ...(typeof requestId === 'string' ? { [REQUEST_ID_HEADER]: requestId } : {}),
    ...(userAgent ? { 'user-agent': userAgent } : {}),
  };
}

/**
 * `/api/mcp`: Deckmill's MCP server over the protocol's Streamable HTTP transport, stateless (docs/mcp.md).
 * The key is checked here as API v1 checks it (401 before any MCP message is read) and the request counts
 * against v1's rate limit; then every tool call is API v1 called with that same key, so its scope, limits,
 * validation and audit (`via: mcp`) are v1's own.
 */
@Controller('api/mcp')
@UseGuards(V1RateLimitGuard, ApiKeyOnlyGuard)
@UseFilters(McpExceptionFilter)
@RequireScope('any')
@ApiExcludeController()
export class McpController {
  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  /** The transport writes the answer: JSON, or an SSE stream for a call that sends progress. */
  @Post()
  async message(@Req() req: Request, @Res() res: Response): Promise<void> {
    // The MCP SDK is loaded with the first call, not with the gateway: 7 MB of an idle embedded server's memory.
    const { serveStreamableHttp } = await import('@deckmill/mcp');
    const body = await readJsonBody(req, res, V1_ROWS_JSON_LIMIT);
    const apiKey = (req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    await serveStreamableHttp({
      req,
      res,
      body,
      apiKey,
      apiUrl: selfUrl(req),
      publicUrl: this.options.appUrl,
      forwardHeaders: forwardedHeaders(req, res),
    });
  }

  /** Stateless: no session stream to open (GET) or end (DELETE). */
  @All()
  notAllowed(@Res() res: Response): void {
    res.setHeader('Allow', 'POST');
    res.status(405).json({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Method not allowed: this server is stateless, POST only.' },
      id: null,
    });
  }
}
