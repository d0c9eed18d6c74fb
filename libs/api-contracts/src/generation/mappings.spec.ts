import { DataMappingTextSchema, SectionMappingTextSchema } from './mappings';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a form mapping read from its JSON text', () => {
  it('reads placeholder to column; a value that names no column is left unmapped; blank text is none', () => {
    expect(DataMappingTextSchema.parse('{"name":"Full Name","seats":5,"__proto__":"x"}')).toEqual(
      Object.fromEntries([
        ['name', 'Full Name'],
        ['seats', ''],
        ['__proto__', 'x'],
      ]),
    );
    expect(DataMappingTextSchema.parse('  ')).toBeUndefined();
  });

  it.each([
    ['not json', 'The data mapping is not valid JSON.'],
    ['[]', 'The data mapping must be an object of placeholder to column.'],
    ['"Company"', 'The data mapping must be an object of placeholder to column.'],
  ])('refuses %s', (text, message) => {
    expect(problem(DataMappingTextSchema.safeParse(text))).toBe(message);
  });

  it('reads section to field to column, and refuses what is not that shape', () => {
    expect(SectionMappingTextSchema.parse('{"rows":{"item":"Product","n":null}}')).toEqual({
      rows: { item: 'Product', n: '' },
    });
    expect(SectionMappingTextSchema.parse('')).toBeUndefined();
    expect(problem(SectionMappingTextSchema.safeParse('{rows'))).toBe(
      'The section mapping is not valid JSON.',
    );
    for (const text of ['[]', '{"rows":"Product"}', '{"rows":[]}']) {
      expect(problem(SectionMappingTextSchema.safeParse(text))).toBe(
        'The section mapping must be an object of section to an object of field to column.',
      );
    }
  });
});
