import { suggestNameColumn } from './name-column';

const rows = (column: string, values: readonly string[]) => values.map((value) => ({ [column]: value }));

describe('suggestNameColumn', () => {
  it('prefers a company column to a person, whatever the order and spelling', () => {
    const headers = ['Full Name', 'Email', 'company_name'];
    const records = [{ 'Full Name': 'Ann Lee', Email: 'ann@x.test', company_name: 'Acme' }];
    expect(suggestNameColumn(headers, records)).toEqual({ column: 'company_name', kind: 'company' });
  });

  it.each([
    [['Account Name', 'Owner'], 'Account Name', 'company'],
    [['Store', 'Region'], 'Store', 'company'],
    [['Legal company (registered)', 'Region'], 'Legal company (registered)', 'company'],
    [['Email', 'Name'], 'Name', 'person'],
    [['Candidate', 'Role'], 'Candidate', 'person'],
    [['Email', 'Display name'], 'Display name', 'person'],
  ])('finds %j -> %s', (headers, column, kind) => {
    const records = [Object.fromEntries(headers.map((header) => [header, 'x']))];
    expect(suggestNameColumn(headers, records)).toEqual({ column, kind });
  });

  it('passes over a first name alone, file and user names, and columns mostly empty', () => {
    expect(suggestNameColumn(['First Name', 'File name', 'user_name'], [{ 'First Name': 'Ann' }])).toBeNull();
    const sparse = rows('Company', ['Acme', '', '', '']);
    expect(suggestNameColumn(['Company'], sparse)).toBeNull();
    const mostly = [
      ...rows(
        'Company',
        Array.from({ length: 19 }, (_, i) => `C${i}`),
      ),
      { Company: '' },
    ];
    expect(suggestNameColumn(['Company'], mostly)).toEqual({ column: 'Company', kind: 'company' });
  });

  it('finds nothing in a file without rows or without a name-like column', () => {
    expect(suggestNameColumn(['Company'], [])).toBeNull();
    expect(suggestNameColumn(['Region', 'Amount'], [{ Region: 'N', Amount: '1' }])).toBeNull();
  });
});
