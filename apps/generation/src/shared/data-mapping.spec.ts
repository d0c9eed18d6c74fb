import { checkDataMapping, DataMappingError } from './data-mapping';

describe('checkDataMapping', () => {
  const placeholders = ['name', 'company'];
  const headers = ['Full Name', 'Company'];

  it('maps every placeholder to the header as spelt in the CSV', () => {
    expect(checkDataMapping({ name: 'full name', company: 'Company' }, placeholders, headers)).toEqual({
      name: 'Full Name',
      company: 'Company',
    });
  });

  it.each([
    ['{"name":"Full Name"}', 'Map every placeholder to a column: "company"'],
    ['{"name":"Full Name","company":""}', 'Map every placeholder to a column: "company"'],
    ['{"name":"Full Name","company":"Region"}', 'no column named "Region"'],
    ['{"name":"Full Name","company":"Company","extra":"Company"}', 'no placeholder named "extra"'],
  ])('refuses %s', (text, message) => {
    const posted = JSON.parse(text) as Record<string, string>;
    expect(() => checkDataMapping(posted, placeholders, headers)).toThrow(DataMappingError);
    expect(() => checkDataMapping(posted, placeholders, headers)).toThrow(message);
  });
});
