import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import type { ActivityEntryResponse, ActivityPageResponse, V1Template } from '@deckmill/api-contracts';
import { recordEvents, startTestStack, type EventRecorder, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { jsonRows } from './support/api-v1';
import { newPerson, type Person } from './support/world';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'tools/bin/deckmill.cjs');
const TEMPLATE = readFileSync(path.join(__dirname, '../src/dashboard/samples/sample-template.pptx'));

async function apiKey(person: Person, scopes: readonly string[]): Promise<string> {
  const res = await person.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
    api_key: { name: `mcp ${scopes.join(' ')}`, scopes },
  });
  if (res.status !== 201) throw new Error(`API key: ${res.status} ${res.text}`);
  return res.body.api_key.token;
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** A resource's JSON text. */
function resourceJson<T>(result: { contents: ({ text: string } | { blob: string })[] }): T {
  const [content] = result.contents;
  if (!content || !('text' in content)) throw new Error('not a text resource');
  return JSON.parse(content.text) as T;
}

/** A tool's JSON answer; a tool error fails the test with its text. */
function jsonOf<T>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool error: ${textOf(result)}`);
  return JSON.parse(textOf(result)) as T;
}

/** Deckmill's MCP server through both transports, driven by the SDK's own client against a real server. */
describe('MCP server (deckmill mcp on stdio, /api/mcp on Streamable HTTP)', () => {
  let stack: TestStack;
  let ada: Person;
  let fullKey: string;
  let created: EventRecorder<'presentation.created'>;
  const clients: Client[] = [];

  const remote = (key: string): Transport =>
    new StreamableHTTPClientTransport(new URL('/api/mcp', stack.baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${key}`, 'user-agent': 'test-assistant/1.0' } },
    });
  const local = (key: string): Transport =>
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { PATH: process.env['PATH'] ?? '', DECKMILL_URL: stack.baseUrl, DECKMILL_API_KEY: key },
      stderr: 'ignore',
    });

  async function connected(transport: Transport): Promise<Client> {
    const client = new Client({ name: 'deckmill-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    ada = await newPerson(stack, 'mcp');
    fullKey = await apiKey(ada, ['read', 'generate', 'manage']);
    created = await recordEvents(stack, 'presentation.created');
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await created?.stop();
    await stack?.stop();
  });

  // The preview (LibreOffice, seconds) once: its tool is the same code on both transports.
  it.each([
    ['Streamable HTTP', remote, true, 'test-assistant/1.0'],
    ['stdio', local, false, 'deckmill-mcp/1.0.0 (stdio)'],
  ])(
    'over %s: inspects, preflights, generates with progress and hands out deck links',
    async (_, transport, drawsPreview, userAgent) => {
      const mcp = await connected(transport(fullKey));
      const { tools } = await mcp.listTools();
      const names = tools.map((tool) => tool.name);
      expect(names).toEqual(
        expect.arrayContaining(['get_template', 'preflight', 'create_batch', 'wait_for_batch', 'list_decks']),
      );
      for (const destructive of ['cancel_batch', 'delete_batch', 'delete_template', 'delete_dataset']) {
        expect(tools.find((tool) => tool.name === destructive)?.annotations?.destructiveHint).toBe(true);
      }
      expect(tools.find((tool) => tool.name === 'get_template')?.annotations?.readOnlyHint).toBe(true);

      const uploaded = jsonOf<{ id: number; placeholders: string[] }>(
        (await mcp.callTool({
          name: 'upload_template',
          arguments: {
            name: 'Offer',
            content_base64: TEMPLATE.toString('base64'),
            file_name: 'offer.pptx',
          },
        })) as CallToolResult,
      );
      const inspected = jsonOf<{ placeholders: string[]; sections: unknown[]; pictures: unknown[] }>(
        (await mcp.callTool({
          name: 'get_template',
          arguments: { template_id: uploaded.id },
        })) as CallToolResult,
      );
      expect(inspected.placeholders).toContain('company');
      const resource = await mcp.readResource({ uri: `deckmill://templates/${uploaded.id}` });
      expect(resourceJson<{ placeholders: string[] }>(resource).placeholders).toEqual(inspected.placeholders);

      const rows = jsonRows(inspected.placeholders, 2, 'mcp');
      if (drawsPreview) {
        // Slide pictures as MCP image content, or (no LibreOffice on this machine) why not.
        const preview = (await mcp.callTool({
          name: 'preview_row',
          arguments: { template_id: uploaded.id, row: rows[0], max_slides: 1 },
        })) as CallToolResult;
        const kinds = preview.content.map((part) => part.type);
        expect(kinds[0]).toBe('text');
        if (kinds[1] === 'image') expect(preview.content[1]).toMatchObject({ mimeType: 'image/png' });
        else expect(textOf(preview)).toMatch(/LibreOffice/);
      }
      const preflight = jsonOf<{
        rows_checked: number;
        rows: { row: number; findings: { kind: string; field?: string }[] }[];
      }>(
        (await mcp.callTool({
          name: 'preflight',
          arguments: { template_id: uploaded.id, rows: [rows[0], { ...rows[1], company: '' }] },
        })) as CallToolResult,
      );
      expect(preflight.rows_checked).toBe(2);
      const emptyCompany = (row: number) =>
        preflight.rows
          .find((listed) => listed.row === row)
          ?.findings.some((finding) => finding.kind === 'empty_value' && finding.field === 'company') ??
        false;
      expect([emptyCompany(1), emptyCompany(2)]).toEqual([false, true]);

      const batch = jsonOf<{ id: string }>(
        (await mcp.callTool({
          name: 'create_batch',
          arguments: { template_id: uploaded.id, rows, name_pattern: '{{company}}' },
        })) as CallToolResult,
      );
      const progress: Progress[] = [];
      const waited = jsonOf<{
        finished: boolean;
        batch: { status: string };
        decks: { download_url: string }[];
      }>(
        (await mcp.callTool({ name: 'wait_for_batch', arguments: { batch_id: batch.id } }, undefined, {
          onprogress: (step) => progress.push(step),
        })) as CallToolResult,
      );
      expect([waited.finished, waited.batch.status]).toEqual([true, 'completed']);
      // From 0 up, never past the rows (the last one may come with the answer, which a client may drop).
      expect(progress[0]?.progress).toBe(0);
      const values = progress.map((step) => step.progress);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(Math.max(...values)).toBeLessThanOrEqual(2);

      const listed = jsonOf<{ decks: { row: number; download_url: string; share_url: null }[] }>(
        (await mcp.callTool({ name: 'list_decks', arguments: { batch_id: batch.id } })) as CallToolResult,
      );
      expect(listed.decks.map((deck) => [deck.row, deck.share_url])).toEqual([
        [1, null],
        [2, null],
      ]);
      const deck = await fetch(listed.decks[0]?.download_url ?? '', {
        headers: { authorization: `Bearer ${fullKey}` },
      });
      expect(deck.status).toBe(200);
      expect(
        Buffer.from(await deck.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      const report = await mcp.readResource({ uri: `deckmill://batches/${batch.id}` });
      expect(resourceJson<{ rows: unknown[] }>(report).rows).toHaveLength(2);

      // The audit trail hears the batch as asked for through MCP.
      const event = await created.waitFor((data) => data.batchId === batch.id);
      expect(event.data.via).toBe('mcp');
      // From where: the assistant (its user agent), not the server's own loopback call.
      expect(event.context?.userAgent).toBe(userAgent);

      // Every tool call has its entry in the owner's trail, once however many v1 requests it made (the wait
      // polled), even a call that only read.
      const calls = (entries: ActivityEntryResponse[], tool: string) =>
        entries.filter((entry) => entry.target.label === tool && entry.user_agent === userAgent);
      let entries: ActivityEntryResponse[] = [];
      await eventually(
        async () => {
          const page = await ada.client.get<ActivityPageResponse>(
            '/api/settings/activity?action=mcp.tool_called&limit=200',
          );
          entries = page.body.entries;
          return ['get_template', 'wait_for_batch', 'list_decks'].every(
            (tool) => calls(entries, tool).length > 0,
          );
        },
        'the tool calls in the activity',
        { timeoutMs: 30_000 },
      );
      expect(calls(entries, 'wait_for_batch')).toEqual([
        expect.objectContaining({
          action: 'mcp.tool_called',
          actor: expect.objectContaining({ kind: 'api_key' }),
          target: expect.objectContaining({ type: 'mcp_tool' }),
          details: { tool: 'wait_for_batch', via: 'mcp' },
        }),
      ]);
      expect(calls(entries, 'get_template')).toHaveLength(1);

      // What a call changed says via mcp too, recorded by the service that owns it (templates here).
      jsonOf(
        (await mcp.callTool({
          name: 'delete_template',
          arguments: { template_id: uploaded.id },
        })) as CallToolResult,
      );
      let deleted: ActivityEntryResponse | undefined;
      await eventually(
        async () => {
          const page = await ada.client.get<ActivityPageResponse>(
            '/api/settings/activity?action=template.deleted&limit=200',
          );
          deleted = page.body.entries.find((entry) => entry.target.id === String(uploaded.id));
          return deleted !== undefined;
        },
        'template.deleted in the activity',
        { timeoutMs: 30_000 },
      );
      expect(deleted?.details).toEqual({ via: 'mcp' });
    },
  );

  it('refuses a key without the generate scope by name, and answers another account’s ids as not found', async () => {
    const reader = await connected(remote(await apiKey(ada, ['read'])));
    const refused = (await reader.callTool({
      name: 'create_batch',
      arguments: { template_id: 1, rows: [{ company: 'x' }] },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^insufficient_scope \(HTTP 403\): .*"generate" scope/);

    const bob = await newPerson(stack, 'mcp-other');
    const bobKey = await apiKey(bob, ['read', 'generate', 'manage']);
    const form = new FormData();
    form.set('name', 'Bob offer');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
    const bobs = await fetch(`${stack.baseUrl}/api/v1/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bobKey}` },
      body: form,
    });
    const bobTemplate = (await bobs.json()) as V1Template;
    const mine = await connected(remote(fullKey));
    const theirs = (await mine.callTool({
      name: 'get_template',
      arguments: { template_id: bobTemplate.id },
    })) as CallToolResult;
    expect([theirs.isError, textOf(theirs)]).toEqual([
      true,
      expect.stringMatching(/^not_found \(HTTP 404\)/),
    ]);
    const uri = `deckmill://templates/${bobTemplate.id}`;
    await expect(mine.readResource({ uri })).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining(`Resource not found: ${uri}`),
    });
  });

  it('answers a request without a valid key 401 before any MCP message is read', async () => {
    const post = (authorization?: string) =>
      fetch(`${stack.baseUrl}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const codes = async (res: Response) => [
      res.status,
      ((await res.json()) as { error: { code: string } }).error.code,
    ];
    const unauthenticated = await post();
    // The challenge HTTP asks for with a 401: a bearer token (no OAuth is offered, docs/mcp.md).
    expect(unauthenticated.headers.get('www-authenticate')).toBe('Bearer realm="deckmill"');
    expect(await codes(unauthenticated)).toEqual([401, 'api_key_required']);
    expect(await codes(await post(`Bearer dmk_${'x'.repeat(43)}`))).toEqual([401, 'invalid_api_key']);
  });
});
