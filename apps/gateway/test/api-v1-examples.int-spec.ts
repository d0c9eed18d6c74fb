import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { jsonSchemaProblems, takeCpuTurn, type JsonSchema } from '@deckmill/testing';
import { CSV_MAPPING, V1_EXAMPLES, type V1Example } from '../src/v1/openapi/v1-examples';
import { runCurlExample, type CurlAnswer } from './support/curl-examples';
import { newPerson } from './support/world';

/** The published document: what the examples' answers must match. */
const DOCUMENT = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../docs/api-v1.openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, DocumentedOperation>> };
const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');

interface DocumentedResponse {
  readonly headers?: Record<string, unknown>;
  readonly content: Record<string, { schema: JsonSchema }>;
}
interface DocumentedOperation {
  readonly operationId: string;
  readonly responses: Record<string, DocumentedResponse>;
}

const OPERATIONS = new Map(
  Object.values(DOCUMENT.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => [operation.operationId, operation] as const),
  ),
);

/** The documented success answer of an operation (its one 2xx). */
function successOf(operationId: string): { status: number; response: DocumentedResponse } {
  const operation = OPERATIONS.get(operationId);
  if (!operation) throw new Error(`${operationId} is not in docs/api-v1.openapi.json`);
  const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  if (!status || !response) throw new Error(`${operationId} documents no 2xx answer`);
  return { status: Number(status), response };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every curl example of API v1 (v1-examples.ts, published in the OpenAPI document and on /docs/api)
 * runs, in order, with the real curl against a running server and a fresh user's API key; each answer has the
 * documented status and headers, and its JSON matches the documented schema, so the examples and the document
 * cannot drift from what the server does.
 */
describe('API v1 curl examples, run against a server', () => {
  let releaseCpu: (() => Promise<void>) | undefined;
  let stack: TestStack;
  let dir: string;
  const variables: Record<string, string> = {};
  const ran = new Set<string>();

  beforeAll(async () => {
    // The JSON rows batch asks for PDFs: LibreOffice takes turns for the cores.
    releaseCpu = await takeCpuTurn();
    stack = await startTestStack();
    const ada = await newPerson(stack, 'examples');
    const key = await ada.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      api_key: { name: 'curl examples' },
    });
    if (key.status !== 201) throw new Error(`API key: ${key.status} ${key.text}`);
    Object.assign(variables, { DECKMILL_URL: stack.baseUrl, DECKMILL_API_KEY: key.body.api_key.token });
    dir = mkdtempSync(path.join(os.tmpdir(), 'deckmill-examples-'));
    writeFileSync(path.join(dir, 'offer.pptx'), readFileSync(path.join(SAMPLES, 'sample-template.pptx')));
    // A CRM's header and three customers: the examples stay inside the free plan's monthly decks.
    const [header = '', ...customers] = readFileSync(path.join(SAMPLES, 'sample-data.csv'), 'utf8').split(
      '\n',
    );
    const columns = header.split(',').map((placeholder) => CSV_MAPPING[placeholder] ?? placeholder);
    writeFileSync(
      path.join(dir, 'customers.csv'),
      `${[columns.join(','), ...customers.slice(0, 3)].join('\n')}\n`,
    );
  }, 10 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await releaseCpu?.();
  });

  async function answerOf(example: V1Example): Promise<CurlAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await runCurlExample(example.curl, dir, variables);
      const until = example.repeatUntil;
      if (!until || answer.status !== 200 || attempt >= 240) return answer;
      const value = (JSON.parse(answer.stdout) as Record<string, unknown>)[until.field];
      if (until.values.includes(String(value))) return answer;
      await sleep(1000);
    }
  }

  function expectDocumentedJson(
    example: V1Example,
    answer: CurlAnswer,
    response: DocumentedResponse,
  ): unknown {
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(answer.stdout);
    const schema = response.content['application/json']?.schema;
    if (!schema) throw new Error(`${example.operationId}: the document gives no JSON schema`);
    expect({ example: example.title, problems: jsonSchemaProblems(body, schema, DOCUMENT) }).toEqual({
      example: example.title,
      problems: [],
    });
    return body;
  }

  function expectDocumentedFile(example: V1Example, answer: CurlAnswer, response: DocumentedResponse): void {
    const [mediaType] = Object.keys(response.content);
    expect(answer.headers.get('content-type')).toContain(mediaType);
    if (!example.writes)
      throw new Error(`${example.operationId}: a download example names the file it writes`);
    const bytes = readFileSync(path.join(dir, example.writes));
    const magic = mediaType === 'application/pdf' ? '%PDF-' : 'PK';
    expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
  }

  for (const example of V1_EXAMPLES) {
    it(
      `${example.operationId}: ${example.title}`,
      async () => {
        const { status, response } = successOf(example.operationId);
        const answer = await answerOf(example);
        expect({ status: answer.status, body: answer.status === status ? '' : answer.stdout }).toEqual({
          status,
          body: '',
        });
        for (const header of Object.keys(response.headers ?? {})) {
          expect([header, answer.headers.get(header.toLowerCase())]).toEqual([
            header,
            expect.stringMatching(/^\d+$/),
          ]);
        }
        if ('application/json' in response.content) {
          const body = expectDocumentedJson(example, answer, response) as Record<string, unknown>;
          for (const [variable, field] of Object.entries(example.sets ?? {})) {
            variables[variable] = String(
              field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body),
            );
          }
          if (example.repeatUntil) expect(String(body[example.repeatUntil.field])).toBe('completed');
        } else {
          expectDocumentedFile(example, answer, response);
        }
        ran.add(example.operationId);
      },
      5 * 60_000,
    );
  }

  it('made the decks and PDFs of the JSON rows in folders per city, as the batch example asks', () => {
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync(path.join(dir, 'decks.zip'))))).sort();
    expect(names).toEqual([
      'London/Northwind Traders.pdf',
      'London/Northwind Traders.pptx',
      'Rotterdam/Blue Harbor Logistics.pdf',
      'Rotterdam/Blue Harbor Logistics.pptx',
    ]);
  });

  it('ran an example of every operation in the document', () => {
    expect([...OPERATIONS.keys()].filter((operationId) => !ran.has(operationId))).toEqual([]);
  });
});
