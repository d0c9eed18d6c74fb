import { unzipSync } from 'fflate';
import { altText } from '../../test/support/chart-xml';
import { unzipDeck } from '../../test/support/deck-checks';
import { readFixture } from '../../test/support/fixtures';
import { editDeck, replaceText } from '../../test/support/inject-text';
import { METHOD_DEFLATED } from '@deckmill/zip';
import { DEFAULT_LIMITS } from '../limits';
import { compileTemplate } from '../template/compile-template';
import { inflateEntry, readZip } from '../template-zip';

const FIXTURE = 'automizer-SlideWithCharts.pptx';

const bound = () =>
  compileTemplate(
    editDeck(readFixture(FIXTURE), {
      'ppt/slides/slide1.xml': altText('StackedBars', 'Sales by month {{chart: Sales }}'),
      'ppt/slides/slide2.xml': altText('PieChart', '{{chart:region.share}}'),
      'ppt/charts/chart3.xml': replaceText('<c:v>Datenreihe 1</c:v>', '<c:v>{{shareName}}</c:v>'),
    }),
  );

describe('charts bound to lists', () => {
  it('reports each bound chart as a chart section with the fields it reads, and its list as a name', () => {
    const template = bound();
    const charts = template.structure.sections.filter((section) => section.kind === 'chart');
    expect(charts).toEqual([
      {
        name: 'Sales',
        inverted: false,
        kind: 'chart',
        slide: 1,
        tags: ['category', 'Datenreihe 1', 'Datenreihe 2', 'Datenreihe 3'].map((path) => ({
          path,
          filters: [],
        })),
        sections: [],
      },
      expect.objectContaining({ name: 'region.share', slide: 2, tags: [{ path: 'category', filters: [] }] }),
    ]);
    expect(template.placeholders.map((placeholder) => placeholder.name)).toEqual([
      'Sales',
      'shareName',
      'region',
    ]);
  });

  it('leaves a chart whose list is missing as in the template, reports the list missing and notes it', async () => {
    const deck = await bound().render({ shareName: 'Share', region: { share: 'none' } });
    expect(deck.missing).toEqual(['Sales']);
    expect([...deck.notes].sort()).toEqual(
      [
        'Chart "Sales": the data has no list "Sales"; the chart was left as in the template.',
        'Chart "region.share": the data has no list but a value "region.share"; the chart was left as in the template.',
      ].sort(),
    );
    // Preflight sees the same problems as chart_data findings, by chart and slide.
    expect(deck.findings.map((finding) => [finding.kind, finding.field, finding.message]).sort()).toEqual(
      [...deck.notes].sort().map((note) => ['chart_data', /"([^"]+)"/.exec(note)?.[1], note]),
    );
    expect(deck.findings.every((finding) => typeof finding.slide === 'number')).toBe(true);
    const original = unzipDeck(readFixture(FIXTURE)).get('ppt/charts/chart1.xml');
    expect(unzipDeck(deck.toBuffer()).get('ppt/charts/chart1.xml')).toBe(original);
  });

  it('fills the template tags of a bound chart before its data, and reads nested lists', async () => {
    const deck = await bound().render({
      shareName: 'Share',
      sales: [],
      region: { share: [{ category: 'North', share: 3 }] },
    });
    const pie = unzipDeck(deck.toBuffer()).get('ppt/charts/chart3.xml') ?? '';
    expect(pie).toContain('<c:v>Share</c:v>');
    expect(pie).toContain('<c:pt idx="0"><c:v>North</c:v></c:pt>');
    expect(deck.notes).toEqual([]);
    const bars = unzipDeck(deck.toBuffer()).get('ppt/charts/chart1.xml') ?? '';
    expect([...bars.matchAll(/<c:ptCount val="0"\/>/g)]).toHaveLength(6);
  });

  it('writes formulas naming the sheet it fills when the sheet they named is missing from the workbook', async () => {
    const template = compileTemplate(
      editDeck(readFixture(FIXTURE), {
        'ppt/slides/slide1.xml': altText('StackedBars', '{{chart:sales}}'),
        'ppt/charts/chart1.xml': (xml) => xml.replace(/Tabelle1!/g, "'Gone sheet'!"),
      }),
    );
    const deck = await template.render({ sales: [{ category: 'Jan', 'Datenreihe 1': 4 }] });
    const bars = unzipDeck(deck.toBuffer()).get('ppt/charts/chart1.xml') ?? '';
    expect(bars).toContain('<c:f>Tabelle1!$A$2:$A$2</c:f>');
    expect(bars).not.toContain('Gone sheet');
  });

  it("writes a bound chart's workbook whose size and checksum in the deck are its own, as are its entries'", async () => {
    const deck = await bound().render({
      shareName: 'Share',
      sales: [{ category: 'Jan', 'Datenreihe 1': 4 }],
      region: { share: [{ category: 'North', share: 3 }] },
    });
    // inflateEntry checks each entry's size and CRC-32 against the archive's (fflate's unzip checks neither).
    const entries = readZip(deck.toBuffer(), DEFAULT_LIMITS);
    const workbooks = entries.filter((entry) => entry.name.startsWith('ppt/embeddings/'));
    expect(workbooks.length).toBeGreaterThan(0);
    for (const workbook of workbooks) {
      const inner = readZip(inflateEntry(workbook), DEFAULT_LIMITS);
      expect(inner.length).toBeGreaterThan(0);
      for (const entry of inner) expect(inflateEntry(entry).byteLength).toBe(entry.uncompressedSize);
    }
    const rewritten = workbooks.filter((entry) => entry.method === METHOD_DEFLATED);
    expect(rewritten.length).toBeGreaterThan(0);
  });

  it('keeps the bytes of charts and workbooks of a template without bound charts', async () => {
    const template = compileTemplate(readFixture(FIXTURE));
    expect(template.structure.sections).toEqual([]);
    const output = unzipSync((await template.render({ sales: [{ category: 'a', x: 1 }] })).toBuffer());
    const input = unzipSync(readFixture(FIXTURE));
    for (const name of ['ppt/charts/chart1.xml', 'ppt/embeddings/Microsoft_Excel_Worksheet.xlsx']) {
      expect(Buffer.from(output[name]).equals(Buffer.from(input[name]))).toBe(true);
    }
  });
});
