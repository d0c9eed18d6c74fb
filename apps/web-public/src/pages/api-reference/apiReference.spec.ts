import { describe, expect, it } from 'vitest';
import { fieldsOf, referenceOf, typeLabel, type OpenApiDocument } from './apiReference';

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/v1/things/{id}': {
      get: {
        operationId: 'getThing',
        tags: ['things'],
        summary: 'A thing',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'A thing',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { description: 'Not found' },
        },
        'x-codeSamples': [{ label: 'Get it', source: 'curl -sS "$DECKMILL_URL/api/v1/things/1"' }],
      },
    },
    '/api/v1/batches': {
      post: { operationId: 'createBatch', tags: ['batches'], summary: 'Make', responses: {} },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'string', description: 'Its id' }, kind: { enum: ['a', 'b'] } },
        required: ['id'],
      },
    },
  },
};

describe('the API reference model', () => {
  it('labels types readably', () => {
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/BatchRow' } })).toBe('BatchRow[]');
    expect(typeLabel({ const: 'batch' })).toBe('"batch"');
    expect(typeLabel({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toBe('integer | null');
    expect(typeLabel({ type: 'string', contentMediaType: 'application/zip' })).toBe('file');
  });

  it('reads fields through $ref and allOf, required or not', () => {
    const fields = fieldsOf(
      {
        allOf: [
          { $ref: '#/components/schemas/Thing' },
          { type: 'object', properties: { file: { type: 'string' } } },
        ],
      },
      DOCUMENT,
    );
    expect(fields).toEqual([
      { name: 'id', type: 'string', required: true, description: 'Its id' },
      { name: 'kind', type: '"a" | "b"', required: false },
      { name: 'file', type: 'string', required: false },
    ]);
  });

  it('groups operations by tag, known tags first, with answers and examples', () => {
    const groups = referenceOf(DOCUMENT);
    expect(groups.map((group) => group.title)).toEqual(['Batches', 'Things']);
    const [get] = groups[1].operations;
    expect(get).toMatchObject({
      method: 'GET',
      path: '/api/v1/things/{id}',
      parameters: [{ name: 'id', in: 'path', type: 'string', required: true }],
      responses: [
        { status: '200', type: 'Thing', description: 'A thing' },
        { status: '404', type: '', description: 'Not found' },
      ],
      examples: [{ label: 'Get it', source: 'curl -sS "$DECKMILL_URL/api/v1/things/1"' }],
    });
    expect(get.answerFields.map((field) => field.name)).toEqual(['id', 'kind']);
  });
});
