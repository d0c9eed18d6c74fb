import { buildFontReport } from './font-report';
import { parsePdfFonts, type PdfFont } from './pdf-fonts';

function pdfFonts(...names: string[]): PdfFont[] {
  const lines = names.map(
    (name) => `${name.padEnd(36)} TrueType          WinAnsi          yes yes yes     24  0`,
  );
  return parsePdfFonts(['name type', '---- ----', ...lines].join('\n'));
}

describe('buildFontReport', () => {
  it('marks a family found in the PDF as used unchanged, whatever fontconfig says', () => {
    const report = buildFontReport(['Liberation Sans'], pdfFonts('AAAAAA+LiberationSans'), new Map());
    expect(report.fonts).toEqual([
      { requested: 'Liberation Sans', used: 'Liberation Sans', substituted: false, inPdf: true },
    ]);
    expect(report.substitutedCount).toBe(0);
  });

  it("reports fontconfig's family for one missing from the PDF, substituted when it differs", () => {
    const report = buildFontReport(
      ['Calibri', 'Deckmill Missing Font', 'DejaVu Serif'],
      pdfFonts('BAAAAA+Carlito', 'CAAAAA+Carlito-Bold', 'DAAAAA+DejaVuSans'),
      new Map([
        ['Calibri', 'Carlito'],
        ['Deckmill Missing Font', 'DejaVu Sans'],
        // Installed, but no text in the PDF uses it (an unused layout asked for it).
        ['DejaVu Serif', 'DejaVu Serif'],
      ]),
    );
    expect(report).toEqual({
      fonts: [
        { requested: 'Calibri', used: 'Carlito', substituted: true, inPdf: true },
        { requested: 'Deckmill Missing Font', used: 'DejaVu Sans', substituted: true, inPdf: true },
        { requested: 'DejaVu Serif', used: 'DejaVu Serif', substituted: false, inPdf: false },
      ],
      pdfFamilies: ['Carlito', 'DejaVuSans'],
      substitutedCount: 2,
    });
  });

  it('leaves used unknown when fontconfig answered nothing', () => {
    const report = buildFontReport(['Papyrus'], pdfFonts('AAAAAA+DejaVuSans'), new Map([['Papyrus', null]]));
    expect(report.fonts).toEqual([{ requested: 'Papyrus', used: null, substituted: false, inPdf: false }]);
  });
});
