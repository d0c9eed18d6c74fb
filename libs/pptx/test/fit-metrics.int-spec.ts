import { takeCpuTurn } from '@deckmill/testing';
import { createFontBook, layoutText } from '../src/fit';
import { FIT_SAMPLES } from './support/fit-samples';
import { renderBoxes, type RenderedBox } from './support/libreoffice-text';

// The text metrics (fit/fonts, fit/layout) against an independent reader: LibreOffice lays every sample box
// out (as "resize shape to fit text", so its frame grows to its own text height), pdftotext reads its lines and
// the rendered page its frame. docs/fit-and-preflight.md ("Measuring text") carries the table this prints.
jest.setTimeout(300_000);

const EMU_PER_POINT = 12_700;
/** Height error allowed per sample: a pixel of the 144 dpi raster is 0.5 pt, on boxes from 28 pt tall. */
const HEIGHT_TOLERANCE = 0.02;
/** Line counts must match on at least this share of the samples (one line off only where breaks are estimated). */
const LINE_MATCH_SHARE = 0.9;
// LibreOffice 7.4 grows a multi-column frame as if its text were in one column's width but ends it early; the
// rows it prints are still read and compared.
const heightMeasured = (columns: number) => columns === 1;

let rendered: RenderedBox[] = [];
let releaseCpu: (() => Promise<void>) | undefined;

beforeAll(async () => {
  releaseCpu = await takeCpuTurn();
  rendered = await renderBoxes(FIT_SAMPLES.map((sample) => sample.box));
});

afterAll(async () => {
  await releaseCpu?.();
});

describe('text metrics measured against LibreOffice', () => {
  const book = createFontBook({ fontDirs: [] });
  const rows = () =>
    FIT_SAMPLES.map((sample, index) => {
      const layout = layoutText(sample.box, book);
      const columns = sample.box.columns;
      const predictedLines = Math.ceil(layout.lines / columns) - (sample.emptyLines ?? 0);
      const actual = rendered[index];
      const heightError = heightMeasured(columns) ? layout.height / actual.height - 1 : undefined;
      return { sample: sample.name, predictedLines, actualLines: actual.lines, layout, actual, heightError };
    });

  it('predicts the line count of the samples', () => {
    const table = rows();
    console.log(
      [
        '| Sample | Lines (ours / LibreOffice) | Height, pt (ours / LibreOffice) | Height error |',
        '| --- | --- | --- | --- |',
        ...table.map(
          (row) =>
            `| ${row.sample} | ${row.predictedLines} / ${row.actualLines} | ` +
            `${(row.layout.height / EMU_PER_POINT).toFixed(1)} / ${(row.actual.height / EMU_PER_POINT).toFixed(1)} | ` +
            `${row.heightError === undefined ? 'not measured' : `${(row.heightError * 100).toFixed(1)}%`} |`,
        ),
      ].join('\n'),
    );
    const matching = table.filter((row) => row.predictedLines === row.actualLines);
    expect(matching.length / table.length).toBeGreaterThanOrEqual(LINE_MATCH_SHARE);
    // Where a count differs it is by one line, never more.
    for (const row of table) expect(Math.abs(row.predictedLines - row.actualLines)).toBeLessThanOrEqual(1);
  });

  it('predicts the height within 2% where the line count matches', () => {
    for (const row of rows()) {
      if (row.heightError === undefined || row.predictedLines !== row.actualLines) continue;
      expect({ sample: row.sample, error: Math.abs(row.heightError) <= HEIGHT_TOLERANCE }).toEqual({
        sample: row.sample,
        error: true,
      });
    }
  });

  it('reads every sample LibreOffice printed (no empty pages)', () => {
    for (const [index, actual] of rendered.entries()) {
      expect({ sample: FIT_SAMPLES[index].name, printed: actual.lines > 0 && actual.height > 0 }).toEqual({
        sample: FIT_SAMPLES[index].name,
        printed: true,
      });
    }
  });
});
