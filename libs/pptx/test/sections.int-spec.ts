import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataRecord } from '@deckmill/csv/data';
import { compileTemplate } from '../src';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { readFixture } from './support/fixtures';
import { addShapes, editDeck, replaceText, tagTableRows, textBox } from './support/inject-text';
import { convertToPdf, pdfText } from './support/libreoffice';

// Sections injected into the real decks: each output must be a sound package that LibreOffice reads,
// with the repeated text in the expected order. Requires libreoffice-impress and poppler-utils.
jest.setTimeout(300_000);

interface Case {
  readonly name: string;
  readonly template: Uint8Array;
  readonly data: DataRecord;
  readonly locale?: string;
  /** Texts that must appear in the PDF, in this order. */
  readonly expected: readonly string[];
  readonly absent?: readonly string[];
  readonly check?: (parts: Map<string, string>) => void;
}

const people = [{ name: 'Ann Alpha' }, { name: 'Bob Beta' }, { name: 'Cy Gamma' }];
const rows = [
  { product: 'Apples', qty: '1234.5' },
  { product: 'Bananas', qty: '7' },
  { product: 'Cherries', qty: '0.25' },
];

function slideIds(parts: Map<string, string>): string[] {
  const list = /<p:sldIdLst>(.*?)<\/p:sldIdLst>/s.exec(parts.get('ppt/presentation.xml') ?? '')?.[1] ?? '';
  return [...list.matchAll(/\bid="(\d+)"/g)].map((match) => match[1]);
}

const cases: Case[] = [
  {
    name: 'repeated-slide-with-notes',
    template: editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(90, 'Person', ['Person {{name | upper}} of {{team}}'])),
      'ppt/notesSlides/notesSlide1.xml': addShapes(textBox(91, 'Note', ['{{:people}}Say hi to {{name}}'])),
    }),
    data: { team: 'Ops', people },
    expected: ['Person ANN ALPHA of Ops', 'Person BOB BETA of Ops', 'Person CY GAMMA of Ops'],
    check: (parts) => {
      const notes = [...parts.keys()].filter((name) => /^ppt\/notesSlides\/[^/]+\.xml$/.test(name));
      expect(notes).toHaveLength(3);
      expect(notes.map((name) => /Say hi to ([A-Za-z ]+)</.exec(parts.get(name) ?? '')?.[1]).sort()).toEqual(
        people.map((person) => person.name),
      );
      expect(new Set(slideIds(parts)).size).toBe(3);
    },
  },
  {
    // The slide holds no section tag: its plain tags still take the item of the notes' slide section.
    name: 'repeated-slide-tag-in-notes',
    template: editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(90, 'Person', ['Person {{name}} of {{team}}'])),
      'ppt/notesSlides/notesSlide1.xml': addShapes(textBox(91, 'Note', ['{{:people}}Notes'])),
    }),
    data: { name: 'Deck Owner', team: 'Ops', people },
    expected: ['Person Ann Alpha of Ops', 'Person Bob Beta of Ops', 'Person Cy Gamma of Ops'],
    absent: ['Deck Owner'],
  },
  {
    name: 'repeated-slide-with-chart',
    template: editDeck(readFixture('automizer-SlideWithCharts.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(90, 'Region', ['{{:regions}}Region {{region}}'])),
    }),
    data: { regions: [{ region: 'North' }, { region: 'South' }] },
    expected: ['Region North', 'Region South'],
    check: (parts) => {
      const charts = [...parts.keys()].filter((name) => /^ppt\/charts\/chart[^/]*\.xml$/.test(name));
      expect(charts).toHaveLength(4);
      const types = parts.get('[Content_Types].xml') ?? '';
      for (const chart of charts) expect(types).toContain(`PartName="/${chart}"`);
    },
  },
  {
    name: 'repeated-and-removed-slides-with-images',
    template: editDeck(readFixture('automizer-SlideWithImages.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(90, 'Intro', ['{{:intro}}Intro slide'])),
      'ppt/slides/slide2.xml': addShapes(textBox(90, 'Gallery', ['{{:galleries}}Gallery {{title}}'])),
      // A link from the repeated slide to the removed one must not dangle.
      'ppt/slides/_rels/slide2.xml.rels': replaceText(
        '</Relationships>',
        '<Relationship Id="rIdJump" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slide1.xml"/></Relationships>',
      ),
    }),
    data: { intro: 'no', galleries: [{ title: 'One' }, { title: 'Two' }] },
    expected: ['Gallery One', 'Gallery Two'],
    absent: ['Intro slide'],
    check: (parts) => {
      expect(parts.has('ppt/slides/slide1.xml')).toBe(false);
      expect(slideIds(parts)).toHaveLength(2);
      expect(parts.get('docProps/app.xml')).toMatch(/<Slides>2<\/Slides>/);
      expect(parts.get('ppt/slides/_rels/slide2.xml.rels')).toContain(
        'Id="rIdJump" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slide2.xml"',
      );
    },
  },
  ...[
    // A one-column themed table: the tags sit in cells of two rows, so both rows repeat.
    ['poi-table-with-theme.pptx', 'ppt/slides/slide1.xml', 0, 0, 1],
    ['automizer-SlideWithTables.pptx', 'ppt/slides/slide1.xml', 0, 1, 1],
    ['python-pptx-tbl-cell.pptx', 'ppt/slides/slide1.xml', 0, 1, 1],
  ].map(([fixture, slide, table, fromRow, toRow]): Case => ({
    name: `table-rows-${String(fixture).replace(/\.pptx$/, '')}`,
    template: editDeck(readFixture(String(fixture)), {
      [String(slide)]: tagTableRows(
        Number(table),
        Number(fromRow),
        Number(toRow),
        '{{#rows}}{{product}}',
        '{{qty | number:2}}{{/rows}}',
      ),
    }),
    data: { rows },
    locale: 'de-DE',
    expected: ['Apples', '1.234,50', 'Bananas', '7,00', 'Cherries', '0,25'],
  })),
  {
    name: 'shape-removed-in-group',
    template: editDeck(readFixture('python-pptx-shp-groupshape.pptx'), {
      'ppt/slides/slide1.xml': (xml) =>
        replaceText(
          '</p:grpSp>',
          `${textBox(90, 'Badge', ['{{#badge}}Badge {{badge}}{{/badge}}'])}</p:grpSp>`,
        )(
          addShapes(
            textBox(91, 'List', [
              'Items:',
              '{{#items}}',
              '{{name}} costs {{price | currency:EUR}}',
              '{{/items}}',
              'End',
            ]),
          )(xml),
        ),
    }),
    data: {
      badge: '',
      items: [
        { name: 'Tea', price: 3.5 },
        { name: 'Cake', price: 1234.5 },
      ],
    },
    locale: 'de-DE',
    expected: ['Items:', 'Tea costs 3,50 €', 'Cake costs 1.234,50 €', 'End'],
    absent: ['Badge'],
    check: (parts) => {
      const slide = parts.get('ppt/slides/slide1.xml') ?? '';
      expect(slide).not.toContain('name="Badge"');
      expect(slide).toContain('<p:grpSp>');
    },
  },
];

const work = { dir: '' };
const rendered = new Map<string, Map<string, string>>();

function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-sections-'));
  const files: string[] = [];
  for (const testCase of cases) {
    const template = compileTemplate(testCase.template);
    const deck = (await template.render(testCase.data, { locale: testCase.locale })).toBuffer();
    rendered.set(testCase.name, unzipDeck(deck));
    const file = path.join(work.dir, `${testCase.name}.pptx`);
    await writeFile(file, deck);
    files.push(file);
  }
  await convertToPdf(files, work.dir);
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('sections in real decks, read back by LibreOffice', () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_, testCase) => {
    const parts = rendered.get(testCase.name) ?? new Map<string, string>();
    assertSoundPackage(parts);
    testCase.check?.(parts);
    const text = squash((await pdfText(path.join(work.dir, `${testCase.name}.pdf`))).replace(/\u00a0/g, ' '));
    let from = 0;
    for (const expected of testCase.expected) {
      const at = text.indexOf(squash(expected), from);
      expect({ expected, found: at >= 0, from, text }).toMatchObject({ expected, found: true });
      from = at + squash(expected).length;
    }
    for (const absent of testCase.absent ?? []) expect(text).not.toContain(squash(absent));
  });
});
