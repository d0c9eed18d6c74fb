import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { setRequestVia } from '@deckmill/messaging';
import { principalOf } from '../../auth';
import { v1Via } from '../v1-via';
import { mcpToolCallOf, McpToolCalls } from './mcp-tool-calls';

/**
 * On every v1 route, after its guards (a valid key with the scope): a request made by an MCP tool call records
 * that call in the audit trail before the route runs, and its request context says `via: mcp`, so what it
 * causes in any service is recorded so too. A refused request records nothing.
 */
@Injectable()
export class McpToolCallInterceptor implements NestInterceptor {
  constructor(private readonly calls: McpToolCalls) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (v1Via(req) === 'mcp') setRequestVia('mcp');
    const call = mcpToolCallOf(req);
    const ownerId = principalOf(req)?.userId;
    if (!call || !ownerId) return next.handle();
    return from(this.calls.record(ownerId, call)).pipe(switchMap(() => next.handle()));
  }
}
