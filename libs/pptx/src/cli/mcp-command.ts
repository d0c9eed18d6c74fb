import { parseArgs } from 'node:util';

/** `deckmill mcp`: Deckmill's MCP server on stdin/stdout for a desktop assistant (docs/mcp.md). */
export const MCP_USAGE = `Usage: deckmill mcp [--url <https://deckmill.example>] [--api-key <key>]
Serves Deckmill's MCP tools on standard input and output, for an AI assistant that starts it (docs/mcp.md).
The work runs on a Deckmill server through API v1: DECKMILL_URL and DECKMILL_API_KEY, or --url and --api-key.
Tools may also read files on this computer by path (upload_template, create_dataset).`;

const EXIT_OK = 0;
const EXIT_USAGE = 2;

type Out = Pick<NodeJS.WriteStream, 'write'>;

/** Runs until the assistant closes the stream. stdout is the protocol's: messages go to stderr only. */
export async function mcpCommand(args: readonly string[], stderr: Out): Promise<number> {
  let values: { url?: string; 'api-key'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        url: { type: 'string' },
        'api-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    stderr.write(`deckmill mcp: ${(error as Error).message}\n\n${MCP_USAGE}\n`);
    return EXIT_USAGE;
  }
  if (values.help) {
    stderr.write(`${MCP_USAGE}\n`);
    return EXIT_OK;
  }
  const baseUrl = values.url ?? process.env['DECKMILL_URL'];
  const apiKey = values['api-key'] ?? process.env['DECKMILL_API_KEY'];
  const problem = !baseUrl
    ? 'No server: set DECKMILL_URL or pass --url https://deckmill.example.'
    : !/^https?:\/\//.test(baseUrl)
      ? `--url must start with http:// or https:// (${baseUrl}).`
      : !apiKey
        ? 'No API key: set DECKMILL_API_KEY or pass --api-key (Settings → API keys).'
        : undefined;
  if (problem || !baseUrl || !apiKey) {
    stderr.write(`deckmill mcp: ${problem ?? ''}\n\n${MCP_USAGE}\n`);
    return EXIT_USAGE;
  }
  stderr.write(`deckmill mcp: serving ${baseUrl} on stdio\n`);
  // Loaded here only: evaluated at load, the MCP server and its SDK took the bundle's require from 77-92 ms to
  // 119-125 ms (Node 24, no compile cache, five runs each) for every other command.
  const { serveStdio } = await import('@deckmill/mcp');
  await serveStdio(baseUrl, apiKey);
  return EXIT_OK;
}
