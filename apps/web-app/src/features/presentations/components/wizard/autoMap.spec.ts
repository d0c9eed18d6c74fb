import { describe, expect, it } from 'vitest';
import { autoMap, emptyMapping, unmappedPlaceholders } from './autoMap';

describe('autoMap', () => {
  it('maps exact names first, then normalised ones, then by containment', () => {
    expect(
      autoMap(['first_name', 'company', 'city'], ['Email', 'First Name', 'Company Name', 'Region']),
    ).toEqual({ first_name: 'First Name', company: 'Company Name', city: '' });
    expect(autoMap(['company_name'], ['Company', 'Company Name'])).toEqual({ company_name: 'Company Name' });
  });

  it('keeps ph_10 … ph_12 on their own columns and {{name}} off company_name', () => {
    const numbered = Array.from({ length: 12 }, (_, index) => `ph_${index + 1}`);
    expect(Object.values(autoMap(numbered, numbered))).toEqual(numbered);
    expect(autoMap(['name'], ['company_name', 'name'])).toEqual({ name: 'name' });
  });

  it('starts from an empty mapping and lists what is unmapped', () => {
    expect(emptyMapping(['a', 'b'])).toEqual({ a: '', b: '' });
    expect(unmappedPlaceholders({ a: 'A', b: '' })).toEqual(['b']);
  });
});
