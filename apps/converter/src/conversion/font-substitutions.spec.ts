import { fontSubstitutions } from './font-substitutions';

describe('fontSubstitutions', () => {
  it('names each family drawn with another one in the PDF, and leaves out unused and unknown ones', () => {
    expect(
      fontSubstitutions({
        fonts: [
          { requested: 'Calibri', used: 'Carlito', substituted: true, inPdf: true },
          { requested: 'Liberation Sans', used: 'Liberation Sans', substituted: false, inPdf: true },
          { requested: 'MS Mincho', used: 'DejaVu Sans', substituted: true, inPdf: false },
          { requested: 'Mystery', used: null, substituted: false, inPdf: false },
        ],
        pdfFamilies: ['Carlito', 'LiberationSans'],
        substitutedCount: 2,
      }),
    ).toEqual(['Calibri → Carlito']);
  });
});
