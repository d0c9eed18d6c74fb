import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { compileTemplate } from '../src';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { readFixture } from './support/fixtures';
import { editDeck, textBox } from './support/inject-text';
import { convertToPdf, pdfText } from './support/libreoffice';
import { onlyShapes, tableFrame } from './support/table-xml';

// Tables that continue: a 30-item list through `paginate:12` and `paginate`, read back by
// LibreOffice (PDF, then poppler's pdftotext). Requires libreoffice-impress and poppler-utils.
jest.setTimeout(300_000);

const run = promisify(execFile);
const EMU_PER_POINT = 12_700;
const ROW = 320_000;
const TABLE_TOP = 1_000_000;
const TABLE_LEFT = 457_200;
const COLUMNS = [5_000_000, 2_000_000];
/** Auto mode's frame: drawn taller than its rows, so it marks the space the table may fill. */
const AUTO_FRAME_HEIGHT = 4_400_000;

function deck(open: string, frameHeight: number): Uint8Array {
  const table = tableFrame({
    id: 30,
    name: 'Price list',
    x: TABLE_LEFT,
    y: TABLE_TOP,
    cy: frameHeight,
    columns: COLUMNS,
    size: 1400,
    rows: [
      { h: ROW, cells: ['Product', 'Price'] },
      { h: ROW, cells: [`${open}{{product}}`, '{{price}}{{/rows}}'] },
      { h: ROW, cells: ['Total', '{{total}}'] },
    ],
  });
  // The pager sits above the table, so every word below it on a page is the table's.
  const pager = textBox(31, 'Pager', ['{{customer}}: Page {{page}} of {{pages}}'], -300_000);
  return editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
    'ppt/slides/slide1.xml': onlyShapes(pager, table),
  });
}

const LONG = 'with a much longer description that wraps onto a second line of its cell';
const rows = Array.from({ length: 30 }, (_, index) => ({
  product: index % 4 === 1 ? `Item ${index + 1} ${LONG}` : `Item ${index + 1}`,
  price: `${index + 1}.00`,
}));
const data = { customer: 'Acme', rows, total: '465.00' };

const work = { dir: '' };
const pdfOf = (name: string) => path.join(work.dir, `${name}.pdf`);

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-paginate-'));
  const files: string[] = [];
  for (const [name, template] of [
    ['fixed', deck('{{#rows | paginate:12}}', 3 * ROW)],
    ['auto', deck('{{#rows | paginate}}', AUTO_FRAME_HEIGHT)],
  ] as const) {
    const rendered = (await compileTemplate(template).render(data)).toBuffer();
    assertSoundPackage(unzipDeck(rendered));
    const file = path.join(work.dir, `${name}.pptx`);
    await writeFile(file, rendered);
    files.push(file);
  }
  await convertToPdf(files, work.dir);
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

/** The text of each page of a PDF. */
async function pages(name: string): Promise<string[]> {
  const text = await pdfText(pdfOf(name));
  return text.split('\f').filter((page) => page.trim() !== '');
}

const itemNumbers = (text: string) => [...text.matchAll(/Item (\d+)\b/g)].map((match) => Number(match[1]));
const oneToThirty = Array.from({ length: 30 }, (_, index) => index + 1);

interface Word {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** Every word of each page with its box in points (`pdftotext -bbox-layout`). */
async function wordBoxes(pdf: string): Promise<Word[][]> {
  const { stdout } = await run('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', pdf, '-'], { timeout: 60_000 });
  return stdout
    .split(/<page\b/)
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((match) => ({
        text: match[5],
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
      })),
    );
}

describe('tables that continue, read back by LibreOffice', () => {
  it('paginate:12 gives 3 slides, the header on each, every item once in order, Page 2 of 3', async () => {
    const texts = await pages('fixed');
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text).toMatch(/Product\s+Price/);
    expect(texts.map(itemNumbers)).toEqual([
      oneToThirty.slice(0, 12),
      oneToThirty.slice(12, 24),
      oneToThirty.slice(24),
    ]);
    expect(texts[1]).toContain('Acme: Page 2 of 3');
    expect(texts.map((text) => /Total\s+465\.00/.test(text))).toEqual([false, false, true]);
  });

  it('paginate fits the rows in the frame on each slide, every item once in order', async () => {
    const texts = await pages('auto');
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const text of texts) expect(text).toMatch(/Product\s+Price/);
    expect(texts.flatMap(itemNumbers)).toEqual(oneToThirty);
    texts.forEach((text, index) => expect(text).toContain(`Acme: Page ${index + 1} of ${texts.length}`));
    expect(/Total\s+465\.00/.test(texts[texts.length - 1])).toBe(true);

    const frame = {
      left: TABLE_LEFT / EMU_PER_POINT,
      top: TABLE_TOP / EMU_PER_POINT,
      right: (TABLE_LEFT + COLUMNS[0] + COLUMNS[1]) / EMU_PER_POINT,
      bottom: (TABLE_TOP + AUTO_FRAME_HEIGHT) / EMU_PER_POINT,
    };
    const boxes = await wordBoxes(pdfOf('auto'));
    expect(boxes).toHaveLength(texts.length);
    for (const words of boxes) {
      const table = words.filter((word) => word.yMin >= frame.top - 1);
      expect(table.length).toBeGreaterThan(10);
      const lowest = Math.max(...table.map((word) => word.yMax));
      expect(lowest).toBeLessThanOrEqual(frame.bottom);
      for (const word of table) {
        expect(word.xMin).toBeGreaterThanOrEqual(frame.left);
        expect(word.xMax).toBeLessThanOrEqual(frame.right);
      }
    }
  });
});
