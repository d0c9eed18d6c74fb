import { deckPath, deckPaths, cutText, deckFileName, UniqueNames, zipFileName } from './file-names';

/** No UTF-16 unit outside a surrogate pair (String.prototype.isWellFormed is ES2024). */
function wellFormed(text: string): boolean {
  return !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
}

describe('deckFileName', () => {
  const fields = { template: 'Sales Pitch', row: 7, columns: { Company: 'Acme/Co', 'First Name': 'Ann' } };

  it('fills the template, the row and any column, case-insensitively', () => {
    expect(deckFileName('{{template}} - {{row}}.pptx', fields)).toBe('Sales Pitch - 7.pptx');
    expect(deckFileName('{{ company }} {{first name}}', fields)).toBe('Acme_Co Ann.pptx');
  });

  it('drops a pattern’s own .pdf ending, so the deck and its PDF are Acme.pptx and Acme.pdf', () => {
    expect(deckFileName('{{first name}}.pdf', fields)).toBe('Ann.pptx');
    expect(deckPath('{{template}}/{{first name}}.PDF', fields)).toBe('Sales Pitch/Ann.pptx');
  });

  it('falls back to deck-<row> when the pattern fills to nothing', () => {
    expect(deckFileName('{{missing}}', fields)).toBe('deck-7.pptx');
    expect(deckFileName('{{c}}', { row: 4, columns: { c: '   ' } })).toBe('deck-4.pptx');
  });

  it('looks {{template}} up as a column when no template name is given (the CLI)', () => {
    const columns = { Template: 'Q3', company: 'Acme', First_Name: 'Ada' };
    expect(deckFileName('{{template}} {{Company}} - {{ first_name }} #{{row}}', { row: 7, columns })).toBe(
      'Q3 Acme - Ada #7.pptx',
    );
  });

  it('writes a colon before a space as a dash: the sample template names its decks naturally', () => {
    const sample = { ...fields, template: 'Sample: Personal Offer', row: 1 };
    expect(deckFileName('{{template}} - {{row}}', sample)).toBe('Sample - Personal Offer - 1.pptx');
    expect(deckFileName('{{c}}', { row: 1, columns: { c: 'Q3 : offers at 9:30' } })).toBe(
      'Q3 - offers at 9_30.pptx',
    );
  });

  it('makes names safe for any file system', () => {
    const columns = { c: '../a/b\\c:d*e?"f<g>h|i\u0007' };
    expect(deckFileName('{{c}}.pptx', { row: 1, columns })).toBe('_a_b_c_d_e__f_g_h_i.pptx');
    expect(deckFileName('{{c}}', { row: 1, columns: { c: 'x'.repeat(500) } })).toHaveLength(155);
  });

  it('cuts a long name at 150 characters without splitting an emoji into a lone surrogate', () => {
    // 149 letters then an emoji: a cut at 150 UTF-16 units would keep half of the emoji's surrogate pair.
    const name = deckFileName('{{company}}', { ...fields, columns: { Company: `${'a'.repeat(149)}😀😀` } });
    expect(name).toBe(`${'a'.repeat(149)}😀.pptx`);
    expect(wellFormed(name)).toBe(true);
    expect(() => encodeURIComponent(name)).not.toThrow();
    expect(() => JSON.parse(JSON.stringify(name))).not.toThrow();
  });

  it('never cuts inside a grapheme (flags, emoji sequences, accents)', () => {
    const flags = deckFileName('{{company}}', { ...fields, columns: { Company: '🇫🇷'.repeat(80) } });
    expect(flags).toBe(`${'🇫🇷'.repeat(75)}.pptx`);
    const family = '👩‍👩‍👧'; // 5 code points joined into one grapheme
    const families = deckFileName('{{company}}', {
      ...fields,
      columns: { Company: `${'b'.repeat(147)}${family}` },
    });
    expect(families).toBe(`${'b'.repeat(147)}.pptx`);
  });

  it('replaces a lone surrogate in the values instead of failing', () => {
    const name = deckFileName('{{company}}', { ...fields, columns: { Company: 'Acme \uD83D Co' } });
    expect(name).toBe('Acme \uFFFD Co.pptx');
    expect(wellFormed(name)).toBe(true);
  });
});

describe('cutText', () => {
  it('keeps at most max code points and ends on a grapheme boundary', () => {
    expect(cutText('abc', 2)).toBe('ab');
    expect(cutText('😀😀😀', 2)).toBe('😀😀');
    expect(cutText('e\u0301e\u0301', 3)).toBe('e\u0301');
    expect(cutText('short', 150)).toBe('short');
  });

  it('cuts as the grapheme walk does at every length, around the shortcut for texts of at most max units', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const walked = (text: string, max: number) => {
      let kept = '';
      for (const { segment } of graphemes.segment(text)) {
        if (Array.from(kept + segment).length > max) break;
        kept += segment;
      }
      return kept;
    };
    const texts = [
      '',
      'abc',
      '😀😀😀',
      'e\u0301e\u0301',
      'a😀e\u0301👩\u200d👩\u200d👧b',
      '🇫🇷🇩🇪x',
      '\ud800a',
    ];
    for (const text of texts)
      for (let max = 0; max <= text.length + 2; max++) expect(cutText(text, max)).toBe(walked(text, max));
  });
});

describe('deckPath', () => {
  const fields = { template: 'Pitch', row: 4, columns: { Region: 'EMEA', Company: 'Acme/Co', Empty: '' } };

  it('makes folders from the pattern’s slashes, never from a value’s', () => {
    expect(deckPath('{{region}}/{{company}}', fields)).toBe('EMEA/Acme_Co.pptx');
    expect(deckPath('{{template}}/{{region}}/{{row}}.pptx', fields)).toBe('Pitch/EMEA/4.pptx');
  });

  it('drops empty, dot and dot-dot segments, so no path is absolute or goes up', () => {
    expect(deckPath('/{{empty}}/../{{region}}//./{{company}}', fields)).toBe('EMEA/Acme_Co.pptx');
    expect(deckPath('{{region}}/', fields)).toBe('EMEA/deck-4.pptx');
    expect(deckPath('..\\..\\{{company}}', fields)).toBe('_.._Acme_Co.pptx');
  });

  it('keeps at most three folders of 28 code points', () => {
    const path = deckPath(`${'f'.repeat(40)}/b/c/d/e/{{row}}`, fields);
    expect(path).toBe(`${'f'.repeat(28)}/b/c/4.pptx`);
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
    expect(zipFileName('Q3: offers')).toBe('Q3 - offers.zip');
    expect(zipFileName('')).toBe('presentations.zip');
  });

  it('cuts a long batch name without splitting a surrogate pair', () => {
    expect(zipFileName(`${'z'.repeat(149)}😀😀`)).toBe(`${'z'.repeat(149)}😀.zip`);
  });
});

describe('deckPaths', () => {
  it('names decks in order, later duplicates numbered, so the first N are a batch’s first N', () => {
    const decks = [{ Company: 'Acme' }, { Company: 'Globex' }, { Company: 'acme' }, { Company: '' }];
    const all = deckPaths('{{Company}}.pptx', 'Offer', decks);
    expect(all).toEqual(['Acme.pptx', 'Globex.pptx', 'acme (2).pptx', 'deck-4.pptx']);
    expect(deckPaths('{{Company}}.pptx', 'Offer', decks.slice(0, 3))).toEqual(all.slice(0, 3));
    expect(deckPaths('{{template}} - {{row}}.pptx', 'Offer', decks.slice(0, 2))).toEqual([
      'Offer - 1.pptx',
      'Offer - 2.pptx',
    ]);
  });
});
