import type { Request } from 'express';
import type { MessageBus } from '@deckmill/messaging';
import { mcpToolCallOf, McpToolCalls } from './mcp-tool-calls';

const OWNER = '11111111-1111-4111-8111-111111111111';
const CALL = '5b0f6a2e-0000-4000-8000-000000000001';

function request(headers: Record<string, string>): Request {
  return { header: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

describe('MCP tool calls in the audit trail', () => {
  it("reads the tool and call of a request Deckmill's MCP server made, and nothing else", () => {
    const mcp = { 'deckmill-via': 'mcp', 'deckmill-mcp-tool': 'get_template', 'deckmill-mcp-call': CALL };
    expect(mcpToolCallOf(request(mcp))).toEqual({ tool: 'get_template', callId: CALL });
    expect(mcpToolCallOf(request({ ...mcp, 'deckmill-via': 'api' }))).toBeNull();
    expect(mcpToolCallOf(request({ ...mcp, 'deckmill-mcp-call': 'not-a-uuid' }))).toBeNull();
    expect(mcpToolCallOf(request({ ...mcp, 'deckmill-mcp-tool': 'Get Template<script>' }))).toBeNull();
  });

  it('publishes mcp.tool_called once per call id, and again after a publish that failed', async () => {
    const publishEvent = jest.fn().mockRejectedValueOnce(new Error('NATS down')).mockResolvedValue(undefined);
    const calls = new McpToolCalls({ publishEvent } as unknown as MessageBus);
    const call = { tool: 'wait_for_batch', callId: CALL };
    await calls.record(OWNER, call);
    await calls.record(OWNER, call);
    await calls.record(OWNER, call);
    expect(publishEvent).toHaveBeenCalledTimes(2);
    expect(publishEvent).toHaveBeenLastCalledWith(
      'mcp.tool_called',
      expect.objectContaining({ ownerId: OWNER, tool: 'wait_for_batch', callId: CALL, via: 'mcp' }),
      { messageId: `mcp.tool_called:${OWNER}:${CALL}` },
    );
  });
});
