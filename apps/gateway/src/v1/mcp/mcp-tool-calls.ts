import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { MCP_CALL_HEADER, MCP_TOOL_HEADER } from '@deckmill/api-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { v1Via } from '../v1-via';

const CALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOOL_NAME = /^[a-z][a-z0-9_]{0,63}$/;
/**
 * Call ids remembered per process. A call's v1 requests come within its own minutes (wait_for_batch waits five
 * at most), so the oldest of 10 000 is long finished; one forgotten too early costs a second entry, no more.
 */
const REMEMBERED = 10_000;

export interface McpToolCall {
  readonly tool: string;
  readonly callId: string;
}

/** The tool call a v1 request belongs to, when Deckmill's MCP server made it; else null (labels, not trust). */
export function mcpToolCallOf(req: Request): McpToolCall | null {
  if (v1Via(req) !== 'mcp') return null;
  const tool = req.header(MCP_TOOL_HEADER) ?? '';
  const callId = req.header(MCP_CALL_HEADER) ?? '';
  return TOOL_NAME.test(tool) && CALL_ID.test(callId) ? { tool, callId: callId.toLowerCase() } : null;
}

/**
 * Records each MCP tool call in the audit trail once (`mcp.tool_called`), on its first v1 request, so a call
 * that only reads leaves its entry too; remembered here, the call's next requests publish nothing. Who and
 * from where travel in the request context. A publish that fails is logged and the request goes on (the
 * call's changes have entries of their own); its next request tries again.
 */
@Injectable()
export class McpToolCalls {
  private readonly logger = new Logger(McpToolCalls.name);
  private readonly recorded = new Set<string>();

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async record(ownerId: string, call: McpToolCall): Promise<void> {
    if (this.recorded.has(call.callId)) return;
    this.remember(call.callId);
    const payload = { ownerId, ...call, via: 'mcp' as const, occurredAt: new Date().toISOString() };
    try {
      // One id per call: the stream drops a second publish within its window, and the audit consumer's source
      // key keeps one entry for good, also when two replicas each saw a request of the call.
      await this.bus.publishEvent('mcp.tool_called', payload, {
        messageId: `mcp.tool_called:${ownerId}:${call.callId}`,
      });
    } catch (error: unknown) {
      this.recorded.delete(call.callId);
      this.logger.warn(`mcp.tool_called not recorded for ${call.tool}: ${String(error)}`);
    }
  }

  private remember(callId: string): void {
    this.recorded.add(callId);
    if (this.recorded.size <= REMEMBERED) return;
    const oldest = this.recorded.values().next().value;
    if (oldest !== undefined) this.recorded.delete(oldest);
  }
}
