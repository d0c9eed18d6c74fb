import { jsonSchemaProblems } from './json-schema';

const DOCUMENT = {
  components: {
    schemas: {
      Row: {
        type: 'object',
        properties: {
          row: { type: 'integer', minimum: 1 },
          status: { type: 'string', enum: ['pending', 'done'] },
          failure_reason: { type: ['string', 'null'] },
        },
        required: ['row', 'status'],
        additionalProperties: false,
      },
      Page: {
        type: 'object',
        properties: {
          object: { const: 'list' },
          data: { type: 'array', items: { $ref: '#/components/schemas/Row' }, maxItems: 2 },
          limit: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          tags: { type: 'object', propertyNames: { type: 'string', minLength: 2 }, additionalProperties: {} },
        },
        required: ['object', 'data'],
      },
    },
  },
};
const PAGE = { $ref: '#/components/schemas/Page' };

describe('jsonSchemaProblems', () => {
  it('accepts a value that matches, through $refs, arrays, nullable types and anyOf', () => {
    const value = {
      object: 'list',
      data: [{ row: 1, status: 'done', failure_reason: null }],
      limit: null,
      tags: { ab: [1] },
    };
    expect(jsonSchemaProblems(value, PAGE, DOCUMENT)).toEqual([]);
  });

  it('names each drift: a wrong type, a missing field, an unknown one, an enum, a const and a bound', () => {
    const value = {
      object: 'page',
      data: [
        { row: 0, status: 'lost', extra: true },
        { status: 'done', row: '2' },
        { row: 3, status: 'done' },
      ],
      limit: 'ten',
      tags: { a: 1 },
    };
    expect(jsonSchemaProblems(value, PAGE, DOCUMENT)).toEqual([
      '$.object: expected "list", got "page"',
      '$.data: too many items',
      '$.data[0].row: 0 fails minimum 1',
      '$.data[0].status: "lost" is not one of ["pending","done"]',
      '$.data[0].extra: not in the schema',
      '$.data[1].row: expected integer, got string',
      '$.limit: 0 of the anyOf options match',
      '$.tags.a (name): too short',
    ]);
    expect(jsonSchemaProblems({ data: [] }, PAGE, DOCUMENT)).toEqual(['$: missing required "object"']);
  });

  it('refuses a keyword it does not know rather than letting it pass', () => {
    expect(() => jsonSchemaProblems('x', { pattern: '^y$' })).toThrow(
      'Unsupported JSON Schema keyword "pattern"',
    );
  });
});
