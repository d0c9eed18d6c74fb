import { keptMappings, readKeptMappings } from './kept-mappings';

describe('the mappings a batch keeps for "Run again"', () => {
  it('reads back what it kept', () => {
    const kept = keptMappings({ name: 'Company' }, { rows: { item: 'Product' } });
    expect(kept).toEqual({
      dataMapping: '{"name":"Company"}',
      sectionMapping: '{"rows":{"item":"Product"}}',
    });
    expect(readKeptMappings(kept)).toEqual({
      dataMapping: { name: 'Company' },
      sectionMapping: { rows: { item: 'Product' } },
    });
    expect(readKeptMappings(keptMappings(null, undefined))).toEqual({ dataMapping: null });
  });

  it("reads an older batch's posted text: what is no mapping (a JSON file's batch) is none", () => {
    expect(readKeptMappings({ dataMapping: 'anything', sectionMapping: '{rows' })).toEqual({
      dataMapping: null,
    });
    expect(readKeptMappings({ dataMapping: '{"name":"Company"}', sectionMapping: null })).toEqual({
      dataMapping: { name: 'Company' },
    });
  });
});
