import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DeckmillApiError } from '@deckmill/api-client';
import { inToolCall } from './tool-call';

/** A tool's answer: the API's JSON as text (what every client shows the model). */
export function jsonResult(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

/**
 * API v1's refusal as a tool error the agent can act on: the code, the status, the server's message (a
 * missing scope is named in it) and each invalid field, rather than a protocol error the client hides.
 */
export function errorResult(error: DeckmillApiError): CallToolResult {
  const lines = [`${error.code} (HTTP ${error.status}): ${error.message}`];
  for (const [field, problems] of Object.entries(error.fields))
    lines.push(`  ${field}: ${problems.join(' ')}`);
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
}

/**
 * Runs the work of one call of `tool`, its v1 requests marked with the tool and a call id (the audit trail's
 * entry); API v1's errors (and a tool's own input errors) become tool errors, anything else throws.
 */
export async function answer(tool: string, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await inToolCall(tool, work);
  } catch (error) {
    if (error instanceof DeckmillApiError) return errorResult(error);
    if (error instanceof ToolInputError) {
      return { isError: true, content: [{ type: 'text', text: `invalid_input: ${error.message}` }] };
    }
    throw error;
  }
}

/** Arguments that pass the schema but not together (rows and a dataset both, no file given). */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}
