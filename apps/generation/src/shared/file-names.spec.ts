import { deckFileName, UniqueNames, zipFileName } from './file-names';

describe('deckFileName', () => {
  const fields = { template: 'Sales Pitch', row: 7, columns: { Company: 'Acme/Co', 'First Name': 'Ann' } };

  it('fills the template, the row and any column, case-insensitively', () => {
    expect(deckFileName('{{template}} - {{row}}.pptx', fields)).toBe('Sales Pitch - 7.pptx');
    expect(deckFileName('{{ company }} {{first name}}', fields)).toBe('Acme_Co Ann.pptx');
  });

  it('falls back to deck-<row> when the pattern fills to nothing', () => {
    expect(deckFileName('{{missing}}', fields)).toBe('deck-7.pptx');
  });
});

describe('UniqueNames', () => {
  it('numbers repeated names, ignoring case', () => {
    const names = new UniqueNames();
    expect(['a.pptx', 'A.pptx', 'a.pptx', 'b.pptx'].map((name) => names.claim(name))).toEqual([
      'a.pptx',
      'A (2).pptx',
      'a (3).pptx',
      'b.pptx',
    ]);
  });
});

describe('zipFileName', () => {
  it('uses the batch name', () => {
    expect(zipFileName('Q3: offers')).toBe('Q3_ offers.zip');
    expect(zipFileName('')).toBe('presentations.zip');
  });
});
