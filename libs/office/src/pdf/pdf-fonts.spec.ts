import { familyOfPdfFont, parsePdfFonts, sameFamily } from './pdf-fonts';

// What pdffonts (poppler 22) printed for a fixture converted by LibreOffice 7.4, plus lines poppler prints
// for other PDFs: a name longer than its column, a Type 3 font without a name, a CID font, a bare name.
const OUTPUT = [
  'name                                 type              encoding         emb sub uni object ID',
  '------------------------------------ ----------------- ---------------- --- --- --- ---------',
  'BAAAAA+Carlito                       TrueType          WinAnsi          yes yes yes     24  0',
  'CAAAAA+LiberationSans                TrueType          WinAnsi          yes yes yes     29  0',
  'DAAAAA+Carlito-Bold                  TrueType          WinAnsi          yes yes yes     14  0',
  'EAAAAA+DejaVuSans-BoldOblique        TrueType          WinAnsi          yes yes yes     19  0',
  'GAAAAA+SourceHanSansTraditionalChineseHK-Bold CID Type 0C       Identity-H       yes yes yes     40  0',
  '[none]                               Type 3            Custom           yes no  no      50  0',
  'Helvetica                            Type 1            WinAnsi          no  no  no      60  0',
  '',
].join('\n');

describe('parsePdfFonts', () => {
  it('reads every named font with its family, type and embedding', () => {
    expect(parsePdfFonts(OUTPUT)).toEqual([
      { name: 'BAAAAA+Carlito', family: 'Carlito', type: 'TrueType', embedded: true },
      { name: 'CAAAAA+LiberationSans', family: 'LiberationSans', type: 'TrueType', embedded: true },
      { name: 'DAAAAA+Carlito-Bold', family: 'Carlito', type: 'TrueType', embedded: true },
      { name: 'EAAAAA+DejaVuSans-BoldOblique', family: 'DejaVuSans', type: 'TrueType', embedded: true },
      {
        name: 'GAAAAA+SourceHanSansTraditionalChineseHK-Bold',
        family: 'SourceHanSansTraditionalChineseHK',
        type: 'CID Type 0C',
        embedded: true,
      },
      { name: 'Helvetica', family: 'Helvetica', type: 'Type 1', embedded: false },
    ]);
  });

  it('answers nothing for a PDF without fonts or output that is not a font table', () => {
    expect(parsePdfFonts(OUTPUT.split('\n').slice(0, 2).join('\n'))).toEqual([]);
    expect(parsePdfFonts("Syntax Error: Couldn't read xref table")).toEqual([]);
  });
});

describe('familyOfPdfFont', () => {
  it.each([
    ['ABCDEF+Carlito', 'Carlito'],
    ['ABCDEF+Carlito-BoldItalic', 'Carlito'],
    ['TimesNewRoman,Bold', 'TimesNewRoman'],
    ['LiberationSerif-Regular', 'LiberationSerif'],
    ['OpenSymbol', 'OpenSymbol'],
    // A lower-case prefix is not a subset tag.
    ['abcdef+Foo', 'abcdef+Foo'],
  ])('%s is %s', (name, family) => {
    expect(familyOfPdfFont(name)).toBe(family);
  });
});

describe('sameFamily', () => {
  it('matches PostScript names to family names regardless of spaces and case', () => {
    expect(sameFamily('LiberationSans', 'Liberation Sans')).toBe(true);
    expect(sameFamily('dejavu sans', 'DejaVuSans')).toBe(true);
    expect(sameFamily('Calibri', 'Carlito')).toBe(false);
    expect(sameFamily('Calibri Light', 'Calibri')).toBe(false);
  });
});
