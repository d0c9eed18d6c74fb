import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createDeckmillMcpServer } from './deckmill-mcp-server';
import { mcpApiClient } from './transports';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/** The server and an SDK client linked in memory; API v1 is a fake fetch answering what the test queued. */
async function linked(answers: Response[], localFiles = false) {
  const seen: Seen[] = [];
  const fetchFake: typeof fetch = (input, init) => {
    seen.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(answers.shift() ?? new Response('nothing queued', { status: 500 }));
  };
  const api = mcpApiClient('http://deckmill.test', 'dmk_test', {}, fetchFake);
  const server = createDeckmillMcpServer({ client: api, publicUrl: 'https://deckmill.example', localFiles });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'spec', version: '1.0.0' });
  await client.connect(clientSide);
  return { client, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('Deckmill MCP server', () => {
  it('lists its tools with schemas, and marks those that delete or stop something destructive', async () => {
    const { client } = await linked([]);
    const { tools } = await client.listTools();
    const destructive = tools.filter((tool) => tool.annotations?.destructiveHint).map((tool) => tool.name);
    expect(destructive.sort()).toEqual(['cancel_batch', 'delete_batch', 'delete_dataset', 'delete_template']);
    for (const tool of tools) {
      expect([tool.name, (tool.description ?? '').length > 20, tool.inputSchema.type]).toEqual([
        tool.name,
        true,
        'object',
      ]);
    }
  });

  it('offers a file path only on the local server; the remote one states its size limit instead', async () => {
    const fileInput = async (localFiles: boolean) => {
      const { tools } = await (await linked([], localFiles)).client.listTools();
      const upload = tools.find((tool) => tool.name === 'upload_template');
      const properties = (upload?.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
      return { path: 'path' in properties, content: properties['content_base64']?.description ?? '' };
    };
    expect(await fileInput(true)).toEqual({ path: true, content: "The file's bytes, base64-encoded." });
    expect(await fileInput(false)).toEqual({ path: false, content: expect.stringMatching(/about 15 MB/) });
  });

  it('calls API v1 with the key and the via header, and links decks on the public address', async () => {
    const row = { row: 1, file_name: 'Ada.pptx', download_url: '/api/v1/batches/b/rows/1/download' };
    const { client, seen } = await linked([
      json(200, {
        id: 'b',
        status: 'completed',
        download_available: true,
        rows_page: 1,
        rows_total_pages: 1,
        rows: [{ ...row, pdf_download_url: null }],
      }),
    ]);
    const id = '5b0f6a2e-0000-4000-8000-000000000001';
    const result = (await client.callTool({
      name: 'list_decks',
      arguments: { batch_id: id },
    })) as CallToolResult;
    expect(JSON.parse(text(result)).decks).toEqual([
      {
        row: 1,
        file_name: 'Ada.pptx',
        download_url: 'https://deckmill.example/api/v1/batches/b/rows/1/download',
        pdf_download_url: null,
        share_url: null,
      },
    ]);
    expect(seen[0]?.url).toBe(`http://deckmill.test/api/v1/batches/${id}`);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer dmk_test');
    expect(seen[0]?.headers.get('deckmill-via')).toBe('mcp');
    // The tool and its call: the gateway's audit entry for this call.
    expect(seen[0]?.headers.get('deckmill-mcp-tool')).toBe('list_decks');
    expect(seen[0]?.headers.get('deckmill-mcp-call')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a row's preview as image content, the first slides only", async () => {
    const slide = (n: number) => ({
      slide: n,
      width: 1280,
      height: 720,
      png_base64: Buffer.from(`png ${n}`).toString('base64'),
    });
    const { client, seen } = await linked([
      json(200, {
        object: 'row_preview',
        status: 'ready',
        slides: [slide(1), slide(2)],
        slides_total: 4,
        notes: ['Image "logo": kept'],
        reason: null,
        install_hint: null,
      }),
    ]);
    const result = (await client.callTool({
      name: 'preview_row',
      arguments: { template_id: 4, row: { company: 'Northwind' }, max_slides: 1 },
    })) as CallToolResult;
    expect(result.content).toEqual([
      { type: 'text', text: expect.stringContaining('"slides_total": 4') },
      { type: 'image', data: Buffer.from('png 1').toString('base64'), mimeType: 'image/png' },
    ]);
    expect([seen[0]?.method, seen[0]?.url]).toEqual([
      'POST',
      'http://deckmill.test/api/v1/templates/4/preview',
    ]);
  });

  it("answers API v1's refusal as a tool error with its code, message and fields", async () => {
    const { client } = await linked([
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are invalid.',
          fields: { 'rows.0': ['rows must hold objects.'] },
        },
      }),
    ]);
    const result = (await client.callTool({
      name: 'create_batch',
      arguments: { template_id: 4, rows: [{ company: 'x' }] },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      'validation_failed (HTTP 422): Some fields are invalid.\n  rows.0: rows must hold objects.',
    );
  });

  it("answers a resource v1 does not find as 'Resource not found', another refusal as invalid params", async () => {
    const refusal = (status: number, code: string) =>
      json(status, { error: { code, message: 'No.', fields: {} } });
    const { client } = await linked([refusal(404, 'not_found'), refusal(403, 'insufficient_scope')]);
    const uri = 'deckmill://templates/7';
    await expect(client.readResource({ uri })).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining(`Resource not found: ${uri}`),
    });
    await expect(client.readResource({ uri: 'deckmill://batches/b' })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('insufficient_scope (HTTP 403)'),
    });
  });

  it('refuses a file path on a remote server (its own disk) and both rows and a dataset at once', async () => {
    const { client, seen } = await linked([]);
    const upload = (await client.callTool({
      name: 'upload_template',
      arguments: { name: 'Offer', path: '/etc/passwd' },
    })) as CallToolResult;
    expect([upload.isError, text(upload)]).toEqual([true, expect.stringMatching(/cannot read your files/)]);
    const both = (await client.callTool({
      name: 'preflight',
      arguments: { template_id: 4, rows: [{}], dataset_id: '5b0f6a2e-0000-4000-8000-000000000001' },
    })) as CallToolResult;
    expect([both.isError, text(both)]).toEqual([
      true,
      'invalid_input: Give exactly one of rows or dataset_id.',
    ]);
    expect(seen).toEqual([]);
  });
});
