import { breakingChanges } from './api-v1-breaking';

type Json = Record<string, unknown>;

/** A small v1-like document: one create with a JSON body and a query parameter, one read. */
function document(
  change: (parts: { batch: Json; create: Json; row: Json; get: Json }) => void = () => undefined,
): Json {
  const row: Json = {
    type: 'object',
    properties: { status: { type: 'string', enum: ['pending', 'done', 'failed'] }, row: { type: 'integer' } },
    required: ['status', 'row'],
  };
  const batch: Json = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      completed_at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      rows: { type: 'array', items: { $ref: '#/components/schemas/Row' } },
    },
    required: ['id', 'completed_at', 'rows'],
  };
  const create: Json = {
    type: 'object',
    properties: { template_id: { type: 'integer' }, name: { type: 'string' } },
    required: ['template_id'],
  };
  const get: Json = {
    parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
    responses: {
      '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Batch' } } } },
    },
  };
  change({ batch, create, row, get });
  return {
    openapi: '3.1.0',
    paths: {
      '/api/v1/batches': {
        post: {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Create' } } },
          },
          responses: {
            '202': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Batch' } } } },
          },
        },
      },
      '/api/v1/batches/{id}': { get },
    },
    components: { schemas: { Batch: batch, Create: create, Row: row } },
  };
}

const props = (schema: Json) => schema['properties'] as Record<string, Json>;

describe('the API v1 breaking-change check', () => {
  it('passes the same document and additions: a path, an answer field, an optional field, an enum value', () => {
    expect(breakingChanges(document(), document())).toEqual([]);
    const grown = document(({ batch, create, row }) => {
      props(batch)['formats'] = { type: 'array', items: { type: 'string' } };
      props(create)['locale'] = { type: 'string' };
      (props(row)['status'] as Json)['enum'] = ['pending', 'converting', 'done', 'failed'];
    });
    (grown['paths'] as Json)['/api/v1/usage'] = { get: { responses: {} } };
    expect(breakingChanges(document(), grown)).toEqual([]);
  });

  it('refuses a removed path, operation or answer field, and a removed enum value', () => {
    const shrunk = document(({ batch, row }) => {
      delete props(batch)['completed_at'];
      (props(row)['status'] as Json)['enum'] = ['pending', 'done'];
    });
    delete (shrunk['paths'] as Json)['/api/v1/batches/{id}'];
    const problems = breakingChanges(document(), shrunk);
    expect(problems).toEqual(
      expect.arrayContaining([
        '/api/v1/batches/{id}: path removed',
        'POST /api/v1/batches 202 application/json.completed_at: removed',
        'POST /api/v1/batches 202 application/json.rows[].status: value "failed" removed',
      ]),
    );
    const noPost = document();
    delete ((noPost['paths'] as Json)['/api/v1/batches'] as Json)['post'];
    expect(breakingChanges(document(), noPost)).toEqual(['POST /api/v1/batches: operation removed']);
  });

  it('refuses a newly required request field or parameter and a changed type, both ways as they break', () => {
    const stricter = document(({ create, get }) => {
      create['required'] = ['template_id', 'name'];
      props(create)['template_id'] = { type: 'string' };
      get['parameters'] = [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }];
    });
    expect(breakingChanges(document(), stricter).sort()).toEqual(
      [
        'GET /api/v1/batches/{id} parameter query:limit: newly required',
        'POST /api/v1/batches request application/json.name: newly required',
        'POST /api/v1/batches request application/json.template_id: type changed from integer to string',
      ].sort(),
    );
    // An answer may narrow (null no longer answered) but not widen; a request may widen but not narrow.
    const narrowed = document(({ batch }) => {
      props(batch)['completed_at'] = { type: 'string' };
    });
    expect(breakingChanges(document(), narrowed)).toEqual([]);
    expect(breakingChanges(narrowed, document())).toEqual([
      'POST /api/v1/batches 202 application/json.completed_at: type changed from string to string,null',
      'GET /api/v1/batches/{id} 200 application/json.completed_at: type changed from string to string,null',
    ]);
  });

  it('follows references and refuses an answer field that is no longer always there', () => {
    const optional = document(({ row }) => {
      row['required'] = ['status'];
    });
    expect(breakingChanges(document(), optional)).toEqual([
      'POST /api/v1/batches 202 application/json.rows[].row: no longer always answered',
      'GET /api/v1/batches/{id} 200 application/json.rows[].row: no longer always answered',
    ]);
  });
});
