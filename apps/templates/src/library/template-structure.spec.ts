import { structureOf } from './template-structure';

describe('structureOf', () => {
  it('keeps the structure the engine reports, pictures and charts included', () => {
    const structure = {
      tags: [
        { path: 'region', filters: ['upper'] },
        { path: 'logo', filters: ['cover'], image: true },
      ],
      sections: [
        {
          name: 'rows',
          inverted: false,
          kind: 'table-rows' as const,
          slide: 2,
          tags: [{ path: 'product', filters: [] }],
          sections: [],
        },
        {
          name: 'sales',
          inverted: false,
          kind: 'chart' as const,
          slide: 2,
          tags: [
            { path: 'category', filters: [] },
            { path: 'Revenue', filters: [] },
          ],
          sections: [],
        },
      ],
    };
    expect(structureOf({ structure })).toEqual(structure);
  });
});
