import { deckFileName, UniqueNames } from './file-names';

describe('deckFileName', () => {
  it('fills the pattern from the row, case-insensitively, with {{row}} as the row number', () => {
    expect(
      deckFileName('{{Company}} - {{ first_name }} #{{row}}', { company: 'Acme', First_Name: 'Ada' }, 7),
    ).toBe('Acme - Ada #7.pptx');
  });

  it('defaults to deck-<row>.pptx', () => {
    expect(deckFileName(undefined, {}, 3)).toBe('deck-3.pptx');
  });

  it('makes names safe for any file system', () => {
    expect(deckFileName('{{c}}.pptx', { c: '../a/b\\c:d*e?"f<g>h|i\u0007' }, 1)).toBe(
      '_a_b_c_d_e__f_g_h_i.pptx',
    );
    expect(deckFileName('{{c}}', { c: '   ' }, 4)).toBe('deck-4.pptx');
    expect(deckFileName('{{c}}', { c: 'x'.repeat(500) }, 1)).toHaveLength(155);
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
