import { structureOf } from './template-structure';

describe('structureOf', () => {
  it('keeps the structure the engine reports', () => {
    const structure = {
      tags: [{ path: 'region', filters: ['upper'] }],
      sections: [
        {
          name: 'rows',
          inverted: false,
          kind: 'table-rows' as const,
          slide: 2,
          tags: [{ path: 'product', filters: [] }],
          sections: [],
        },
      ],
    };
    expect(structureOf({ structure })).toEqual(structure);
  });
});
