import { z } from 'zod';
import {
  V1BatchRowSchema,
  V1BatchSummarySchema,
  V1ErrorBodySchema,
  V1ShareLinkSchema,
  V1ShareLinkStatsSchema,
  V1ShareViewSchema,
  V1TemplateSummarySchema,
  V1_WEBHOOK_EVENTS,
  TemplateSectionSchema,
} from '@deckmill/api-contracts';
import { codeSamplesOf } from './v1-examples';
import { V1_OPERATIONS, type V1Operation } from './v1-operations';

type Json = Record<string, unknown>;

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
const ERRORS: Record<string, string> = {
  '401': 'No API key (`api_key_required`) or an invalid one (`invalid_api_key`)',
  '403': 'The API key lacks the scope of this operation (`insufficient_scope`)',
  '404': 'Not found, or not yours (`not_found`)',
  '422': 'Invalid (`validation_failed`, with `fields`)',
  '429': 'Rate limited (`rate_limited`, with Retry-After)',
};

function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('Every v1 schema in the document needs .meta({ id })');
  return id;
}

const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${idOf(schema)}` });

/** The named schemas as JSON Schema 2020-12: what clients send read as input, what v1 answers as output. */
function componentSchemas(): Json {
  const requests = z.registry<{ id: string }>();
  const answers = z.registry<{ id: string }>();
  for (const operation of V1_OPERATIONS) {
    if (operation.json) requests.add(operation.json, { id: idOf(operation.json) });
    if (operation.form) requests.add(operation.form.fields, { id: idOf(operation.form.fields) });
    if (!('file' in operation.answer)) answers.add(operation.answer, { id: idOf(operation.answer) });
  }
  const nestedSchemas = [
    V1ErrorBodySchema,
    V1BatchSummarySchema,
    V1BatchRowSchema,
    V1ShareLinkSchema,
    V1ShareLinkStatsSchema,
    V1ShareViewSchema,
    V1TemplateSummarySchema,
  ];
  for (const nested of nestedSchemas) {
    answers.add(nested, { id: idOf(nested) });
  }
  for (const { schema } of V1_WEBHOOK_EVENTS) answers.add(schema, { id: idOf(schema) });
  // Recursive (sections hold sections): named, so it is one component that refers to itself.
  answers.add(TemplateSectionSchema, { id: 'TemplateSection' });
  const options = { uri: (id: string) => `#/components/schemas/${id}`, unrepresentable: 'any' } as const;
  const all = {
    ...z.toJSONSchema(requests, { ...options, io: 'input' }).schemas,
    ...z.toJSONSchema(answers, { ...options, io: 'output' }).schemas,
  };
  const schemas: Json = {};
  for (const id of Object.keys(all).sort()) {
    const { $schema: _dialect, $id: _id, ...schema } = all[id] as Json;
    schemas[id] = schema;
  }
  return schemas;
}

function parameters(operation: V1Operation): Json[] {
  const found: Json[] = [];
  if (operation.path.includes('{id}')) {
    found.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
  }
  if (operation.path.includes('{link_id}')) {
    found.push({ name: 'link_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
  }
  if (operation.path.includes('{row}')) {
    found.push({ name: 'row', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
  }
  if (operation.list) {
    found.push(
      { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      {
        name: 'starting_after',
        in: 'query',
        description: 'next_cursor of the previous page',
        schema: { type: 'string' },
      },
    );
  }
  if (operation.operationId === 'listWebhooks') {
    found.push({
      name: 'team_id',
      in: 'query',
      description: 'A team you administer: its endpoints instead of your own',
      schema: { type: 'integer', minimum: 1 },
    });
  }
  if (operation.operationId === 'getBatch') {
    found.push({ name: 'rows_page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } });
  }
  if (operation.ranges) {
    found.push(
      {
        name: 'Range',
        in: 'header',
        description: 'One byte range: bytes=a-b, bytes=a- or bytes=-n (several ranges get the whole file)',
        schema: { type: 'string' },
      },
      {
        name: 'If-Range',
        in: 'header',
        description: 'The ETag or Last-Modified of an earlier answer: the range applies only while it holds',
        schema: { type: 'string' },
      },
    );
  }
  if (operation.idempotent) {
    found.push({
      name: 'Idempotency-Key',
      in: 'header',
      description:
        operation.idempotencyNote ??
        'A retry with the same key and body answers the first result (24 hours); another body: 409',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  return found;
}

function requestBody(operation: V1Operation): Json | undefined {
  const content: Json = {};
  if (operation.json) content['application/json'] = { schema: ref(operation.json) };
  if (operation.form) {
    const { fields, file, fileRequired, optionalFiles = {} } = operation.form;
    const extra = Object.entries(optionalFiles).map(([name, description]) => [
      name,
      { type: 'string', contentMediaType: 'application/zip', description },
    ]);
    content['multipart/form-data'] = {
      schema: {
        allOf: [
          ref(fields),
          {
            type: 'object',
            properties: {
              [file]: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...Object.fromEntries(extra),
            },
            ...(fileRequired ? { required: [file] } : {}),
          },
        ],
      },
    };
  }
  return Object.keys(content).length === 0 ? undefined : { required: true, content };
}

function responses(operation: V1Operation): Json {
  const headers = Object.fromEntries(
    RATE_LIMIT_HEADERS.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
  );
  const media =
    'file' in operation.answer
      ? { [operation.answer.file]: { schema: { type: 'string', contentMediaType: operation.answer.file } } }
      : { 'application/json': { schema: ref(operation.answer) } };
  const answers: Json = {
    [String(operation.status)]: { description: operation.summary, headers, content: media },
  };
  if (operation.ranges) {
    const range = { 'Content-Range': { description: 'bytes a-b/size', schema: { type: 'string' } } };
    answers['206'] = {
      description: 'The range asked for',
      headers: { ...headers, ...range },
      content: media,
    };
    answers['416'] = {
      description: 'The range starts past the end of the file (Content-Range: bytes */size)',
      headers,
    };
  }
  const errorStatuses = Object.keys(ERRORS).concat(operation.idempotent || operation.conflict ? ['409'] : []);
  for (const status of errorStatuses.sort()) {
    const description =
      ERRORS[status] ??
      operation.conflict ??
      'The Idempotency-Key was used for another request (`idempotency_key_reused`)';
    answers[status] = {
      description,
      headers,
      content: { 'application/json': { schema: ref(V1ErrorBodySchema) } },
    };
  }
  return answers;
}

/** What Deckmill POSTs to webhook endpoints (OpenAPI 3.1 `webhooks`), signed as docs/webhooks.md says. */
function webhookEvents(): Json {
  const signature = {
    name: 'Deckmill-Signature',
    in: 'header',
    required: true,
    description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint\'s secret>',
    schema: { type: 'string' },
  };
  const eventId = {
    name: 'Deckmill-Event-Id',
    in: 'header',
    required: true,
    description: "The event's id: the same for the same fact, to ignore duplicates",
    schema: { type: 'string' },
  };
  return Object.fromEntries(
    V1_WEBHOOK_EVENTS.map(({ type, schema, summary }) => [
      type,
      {
        post: {
          // `audit.*` (a family of types) becomes auditEvent.
          operationId: `${type.replace(/\.\*$/, '').replace(/\.(\w)/, (_, letter: string) => letter.toUpperCase())}Event`,
          tags: ['webhooks'],
          summary,
          parameters: [signature, eventId],
          requestBody: { required: true, content: { 'application/json': { schema: ref(schema) } } },
          responses: {
            '2XX': { description: 'Delivered; anything else is retried with backoff for about a day' },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of API v1, made from its schemas and route table (served at /api/v1/openapi.json). */
export function buildV1OpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const operation of V1_OPERATIONS) {
    const body = requestBody(operation);
    paths[operation.path] ??= {};
    (paths[operation.path] as Json)[operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: `Needs an API key with the \`${operation.scope}\` scope.`,
      // OpenAPI 3.1 lets a bearer scheme list the roles an operation needs: the key's scope.
      security: [{ apiKey: [operation.scope] }],
      parameters: parameters(operation),
      ...(body ? { requestBody: body } : {}),
      responses: responses(operation),
      // The curl examples a contract test runs (v1-examples.ts).
      'x-codeSamples': codeSamplesOf(operation.operationId),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Deckmill API v1',
      version: '1',
      description:
        'The versioned automation API: API keys only (Authorization: Bearer), JSON, cursor pages, ' +
        'Idempotency-Key on POST, errors as { error: { code, message, fields?, request_id } }. See docs/api-v1.md.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    paths,
    webhooks: webhookEvents(),
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (Settings → API keys) with scopes: `read` (every GET), `generate` (create batches), ' +
            '`manage` (upload and delete templates, register, delete and rotate webhooks). An operation ' +
            'lists the scope it needs in its security requirement; without it the answer is ' +
            '403 `insufficient_scope`.',
        },
      },
      headers: Object.fromEntries(
        RATE_LIMIT_HEADERS.map((name) => [
          name,
          {
            description: `${name} (per account and minute, shared by its keys)`,
            schema: { type: 'integer' },
          },
        ]),
      ),
      schemas: componentSchemas(),
    },
  };
}
