import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CREATES, DESTRUCTIVE, READ_ONLY, type ToolContext } from './context';
import { DATA_FILE, fileOf, fileShape, REMOTE_FILE_MB } from './file-input';
import { answer, jsonResult, ToolInputError } from './tool-result';

/** One deck's data: a value per placeholder, a list of objects per section, a data: URI or URL per picture. */
export const rowsSchema = z
  .array(z.record(z.string(), z.unknown()))
  .min(1)
  .describe(
    'One object per deck: a value per placeholder, a list of objects per section, a data: URI or https URL ' +
      'per picture (get_template says which keys).',
  );
const datasetId = z.string().uuid().describe('The dataset id create_dataset answered.');

const REMOTE_LIMIT = `about ${REMOTE_FILE_MB} MB on this remote server`;

export function registerDatasetTools(server: McpServer, context: ToolContext): void {
  const { client } = context;

  server.registerTool(
    'create_dataset',
    {
      title: 'Create a dataset',
      description:
        'Stores data once for batches and preflights to name by dataset_id: rows you supply, or a data file ' +
        `(.csv, .tsv, .json, .xlsx, .ods; at most ${context.localFiles ? '20 MB' : REMOTE_LIMIT}). Answers ` +
        'its columns, row count and first rows as ' +
        'they will reach the decks, and any warnings. Kept 7 days after its last use. Needs "generate".',
      inputSchema: {
        rows: rowsSchema.optional(),
        ...fileShape(context.localFiles),
        sheet: z.string().optional().describe("A workbook's sheet (default the first holding a table)."),
        encoding: z
          .enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'])
          .optional()
          .describe("A text file's encoding (detected when absent)."),
      },
      annotations: CREATES,
    },
    (args) =>
      answer('create_dataset', async () => {
        const given = [args.rows, args.path, args.content_base64].filter((value) => value !== undefined);
        if (given.length !== 1) {
          const file = context.localFiles ? 'path or content_base64' : 'content_base64';
          throw new ToolInputError(`Give exactly one of rows or ${file}.`);
        }
        const { blob, fileName } =
          args.rows !== undefined
            ? { blob: new Blob([JSON.stringify(args.rows)]), fileName: 'rows.json' }
            : await fileOf(args, context.localFiles, DATA_FILE);
        const options = {
          ...(args.sheet === undefined ? {} : { sheet: args.sheet }),
          ...(args.encoding === undefined ? {} : { encoding: args.encoding }),
        };
        return jsonResult(await client.datasets.upload(blob, fileName, options));
      }),
  );

  server.registerTool(
    'get_dataset',
    {
      title: 'Inspect a dataset',
      description: 'A dataset as it was read: columns, row count, first rows, warnings. Needs "read".',
      inputSchema: { dataset_id: datasetId },
      annotations: READ_ONLY,
    },
    ({ dataset_id }) => answer('get_dataset', async () => jsonResult(await client.datasets.get(dataset_id))),
  );

  server.registerTool(
    'delete_dataset',
    {
      title: 'Delete a dataset',
      description: 'Deletes a dataset now; batches made from it keep their rows. Needs "generate".',
      inputSchema: { dataset_id: datasetId },
      annotations: DESTRUCTIVE,
    },
    ({ dataset_id }) =>
      answer('delete_dataset', async () => jsonResult(await client.datasets.delete(dataset_id))),
  );
}
