import { type ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { V1ExceptionFilter } from '../v1-exception.filter';

/**
 * API v1's error bodies, and on a 401 the challenge HTTP asks for (RFC 6750): a bearer token, the API key.
 * No `resource_metadata`: Deckmill offers no OAuth, so an MCP client asks its user for a key (docs/mcp.md).
 */
@Catch()
export class McpExceptionFilter extends V1ExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException && exception.getStatus() === 401 && !res.headersSent) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="deckmill"');
    }
    super.catch(exception, host);
  }
}
