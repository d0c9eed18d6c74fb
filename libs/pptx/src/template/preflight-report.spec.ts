import { compileTemplate } from './compile-template';
import { addShapes, editDeck, replaceText, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { describeImage } from '../images/describe-image';
import type { DeckImage, ImageSource } from '../images/image-source';
import { preflightRows, UNBOUNDED_PREFLIGHT } from './preflight-report';

const template = compileTemplate(
  editDeck(readFixture('automizer-SlideWithImages.pptx'), {
    'ppt/slides/slide1.xml': (xml) =>
      addShapes(
        textBox(900, 'Name', ['{{name}}']),
        textBox(901, 'Ghost', ['{{ghost}}'], 100000),
      )(replaceText('descr="picture"', 'descr="{{%logo}}"')(xml)),
  }),
);

const picture = describeImage(
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>'),
) as DeckImage;

/** Has `ok.png` only, and remembers what it was asked. */
function countingSource() {
  const asked: string[] = [];
  const source: ImageSource = {
    resolve: async (value) => {
      asked.push(value);
      if (value === 'ok.png') return { ok: true, image: picture };
      return { ok: false, reason: `"${value}" cannot be had` };
    },
  };
  return { source, asked };
}

const row = (name: string, logo = 'ok.png') => ({ data: { name, logo }, label: name });

describe('preflightRows', () => {
  it('lists only rows with findings, by their 1-based number, and says an unknown tag once', async () => {
    const { source } = countingSource();
    const report = await preflightRows(template, [row('Ada'), row(''), row('Cy', 'x.png')], {
      render: { images: source },
    });
    expect(report.templateFindings.map((finding) => finding.field)).toEqual(['ghost']);
    expect(report).toMatchObject({ rowsTotal: 3, rowsChecked: 3, rowsNeedingAttention: 2, rowsNotListed: 0 });
    expect(report.rows.map((entry) => [entry.row, entry.label, entry.findings.map((f) => f.kind)])).toEqual([
      [2, '', ['empty_value']],
      [3, 'Cy', ['image_unavailable']],
    ]);
  });

  it('counts rows past the cap as not checked, and rows past the listing cap as not listed', async () => {
    const inputs = ['', '', '', ''].map((name) => row(name));
    const report = await preflightRows(template, inputs, {
      render: { images: countingSource().source },
      limits: { ...UNBOUNDED_PREFLIGHT, maxRows: 3, maxListedRows: 2 },
    });
    expect(report).toMatchObject({ rowsTotal: 4, rowsChecked: 3, rowsNeedingAttention: 3, rowsNotListed: 1 });
    expect(report.rows.map((entry) => entry.row)).toEqual([1, 2]);
  });

  it('checks no row once the time budget is spent', async () => {
    const report = await preflightRows(template, [row('Ada')], {
      limits: { ...UNBOUNDED_PREFLIGHT, timeBudgetMs: -1 },
    });
    expect(report).toMatchObject({ rowsTotal: 1, rowsChecked: 0, rowsNeedingAttention: 0 });
  });

  it('fetches only the first distinct picture URLs and takes the rest as found', async () => {
    const { source, asked } = countingSource();
    const urls = [
      'https://a.test/1.png',
      'https://a.test/2.png',
      'https://a.test/1.png',
      'https://a.test/3.png',
    ];
    const report = await preflightRows(
      template,
      urls.map((url) => row('Ada', url)),
      { render: { images: source }, limits: { ...UNBOUNDED_PREFLIGHT, maxImageUrls: 2 } },
    );
    expect([...new Set(asked)].sort()).toEqual(['https://a.test/1.png', 'https://a.test/2.png']);
    expect(report.imagesNotChecked).toBe(1);
    expect(report.rows.map((entry) => entry.row)).toEqual([1, 2, 3]);
  });

  it('lists at most maxFindingsPerRow findings of a row and counts the rest', async () => {
    const report = await preflightRows(template, [row('', 'x.png')], {
      render: { images: countingSource().source },
      limits: { ...UNBOUNDED_PREFLIGHT, maxFindingsPerRow: 1 },
    });
    expect(report.rows[0]?.findings).toHaveLength(1);
    expect(report.rows[0]?.findingsNotListed).toBe(1);
  });

  it('starts no row once the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const report = await preflightRows(template, [row('Ada'), row('')], { signal: controller.signal });
    expect(report).toMatchObject({ rowsTotal: 2, rowsChecked: 0 });
  });

  it('keeps the worst case reply (many blank columns, 100 listed rows of 20 findings) well under the bus’s 1 MB', async () => {
    const names = Array.from(
      { length: 60 },
      (_, index) => `${'a_rather_long_column_name_'.repeat(2)}${index}`,
    );
    const wide = compileTemplate(
      editDeck(readFixture('automizer-SlideWithImages.pptx'), {
        'ppt/slides/slide1.xml': addShapes(
          ...names.map((name, index) => textBox(900 + index, `Box ${index}`, [`{{${name}}}`])),
        ),
      }),
    );
    const blank = Object.fromEntries(names.map((name) => [name, ' ']));
    const report = await preflightRows(
      wide,
      Array.from({ length: 500 }, () => ({ data: blank, label: 'x'.repeat(60) })),
      { limits: { ...UNBOUNDED_PREFLIGHT, maxListedRows: 100, maxFindingsPerRow: 20 } },
    );
    expect(report.rows).toHaveLength(100);
    expect(report.rowsNotListed).toBe(400);
    expect(report.rows[0]?.findingsNotListed).toBe(40);
    expect(Buffer.byteLength(JSON.stringify(report))).toBeLessThan((3 * 1024 * 1024) / 4);
  }, 60_000);
});
