import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { DeckmillApiError } from '@deckmill/api-client';
import type { ToolContext } from './tools/context';
import { templateView } from './tools/template-view';

export const TEMPLATE_URI = 'deckmill://templates/{id}';
export const BATCH_URI = 'deckmill://batches/{id}';
/** Listed resources: the newest page of each kind (a client reads older ones by URI). */
const LISTED = 50;

function jsonContents(uri: URL, value: unknown): ReadResourceResult {
  return {
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
  };
}

/** The protocol's code for a resource that does not exist (the specification's -32002). */
const RESOURCE_NOT_FOUND = -32002;

/**
 * A read through API v1; its refusal as the protocol's error (a resource read has no tool result to carry it):
 * a 404 (another account's id, one never made) is "Resource not found", any other refusal (a missing scope,
 * a malformed id) invalid params with v1's code and message. Anything else stays an internal error.
 */
async function read(uri: URL, work: () => Promise<ReadResourceResult>): Promise<ReadResourceResult> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DeckmillApiError)) throw error;
    if (error.status === 404) throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.href}`);
    throw new McpError(ErrorCode.InvalidParams, `${error.code} (HTTP ${error.status}): ${error.message}`);
  }
}

function single(value: string | string[] | undefined): string {
  const one = Array.isArray(value) ? value[0] : value;
  // Not an id: answered as API v1 answers an id it does not know.
  if (!one) throw new DeckmillApiError(404, 'not_found', 'No such resource.');
  return one;
}

/**
 * Templates and batches as resources: a client reads a template's structure (what rows must hold) or a batch's
 * row report (status and failure reason per row) by URI, with the same key and scope (`read`) as the tools.
 */
export function registerResources(server: McpServer, context: ToolContext): void {
  const { client } = context;

  server.registerResource(
    'template',
    new ResourceTemplate(TEMPLATE_URI, {
      list: async () => ({
        resources: (await client.templates.list({ limit: LISTED })).data.map((template) => ({
          uri: `deckmill://templates/${template.id}`,
          name: template.name,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'Template structure',
      description: 'A template: its placeholders, sections, pictures and charts (as get_template answers).',
      mimeType: 'application/json',
    },
    (uri, { id }) =>
      read(uri, async () => {
        const templateId = Number(single(id));
        if (!Number.isSafeInteger(templateId) || templateId <= 0) {
          throw new DeckmillApiError(404, 'not_found', 'No such template.');
        }
        return jsonContents(uri, templateView(await client.templates.get(templateId)));
      }),
  );

  server.registerResource(
    'batch',
    new ResourceTemplate(BATCH_URI, {
      list: async () => ({
        resources: (await client.batches.list({ limit: LISTED })).data.map((batch) => ({
          uri: `deckmill://batches/${batch.id}`,
          name: batch.name,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'Batch row report',
      description:
        "A batch's status and counts with its first 100 rows: each row's status and failure reason.",
      mimeType: 'application/json',
    },
    (uri, { id }) => read(uri, async () => jsonContents(uri, await client.batches.get(single(id)))),
  );
}
