import { describe, expect, it } from 'vitest';
import { autoMap, emptyMapping, unmappedPlaceholders } from './autoMap';

describe('autoMap', () => {
  it('takes the first header that contains the placeholder or is contained in it, ignoring case', () => {
    expect(
      autoMap(['first_name', 'company', 'city'], ['Email', 'FIRST_NAME_GIVEN', 'Company Name', 'Region']),
    ).toEqual({ first_name: 'FIRST_NAME_GIVEN', company: 'Company Name', city: '' });
    expect(autoMap(['company_name'], ['Company', 'Company Name'])).toEqual({ company_name: 'Company' });
  });

  it('starts from an empty mapping and lists what is unmapped', () => {
    expect(emptyMapping(['a', 'b'])).toEqual({ a: '', b: '' });
    expect(unmappedPlaceholders({ a: 'A', b: '' })).toEqual(['b']);
  });
});
