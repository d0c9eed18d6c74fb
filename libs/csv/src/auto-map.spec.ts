import { autoMapColumns } from './auto-map';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `ph_${index + 1}`);

describe('autoMapColumns', () => {
  it('maps ph_1 … ph_12 each to its own column, not ph_10 … ph_12 to ph_1', () => {
    const mapping = autoMapColumns(numbered(12), numbered(12));
    expect(mapping).toEqual(Object.fromEntries(numbered(12).map((name) => [name, name])));
  });

  it('gives {{name}} the name column, not company_name beside it (whichever comes first)', () => {
    expect(autoMapColumns(['name', 'company'], ['company_name', 'name'])).toEqual({
      name: 'name',
      company: 'company_name',
    });
    expect(autoMapColumns(['name'], ['name', 'company_name'])).toEqual({ name: 'name' });
  });

  it('prefers an exact spelling over a normalised one', () => {
    expect(autoMapColumns(['First Name'], ['first_name', 'First Name'])).toEqual({
      'First Name': 'First Name',
    });
  });

  it('matches ignoring case, spaces, _ and -', () => {
    expect(autoMapColumns(['first_name', 'e-mail', 'ZIP code'], ['First Name', 'EMAIL', 'zip_code'])).toEqual(
      {
        first_name: 'First Name',
        'e-mail': 'EMAIL',
        'ZIP code': 'zip_code',
      },
    );
  });

  it('falls back to containment only for what is left, on columns no better match took', () => {
    expect(autoMapColumns(['company', 'city'], ['Email', 'Company Name', 'Region'])).toEqual({
      company: 'Company Name',
      city: null,
    });
    // ph_1 is taken by its exact match, so ph_10 (no column of its own) is left for the user.
    expect(autoMapColumns(['ph_1', 'ph_10'], ['ph_1', 'other'])).toEqual({ ph_1: 'ph_1', ph_10: null });
  });

  it('never matches an empty name by containment', () => {
    expect(autoMapColumns(['name'], ['', '  '])).toEqual({ name: null });
  });

  it('can stop before containment, as inside sections', () => {
    expect(autoMapColumns(['total', 'Price'], ['subtotal', 'price'], { containment: false })).toEqual({
      total: null,
      Price: 'price',
    });
  });
});
