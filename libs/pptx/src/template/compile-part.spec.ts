import { assertWellFormed, drawingText, emptyRunCount } from '../../test/support/xml-checks';
import { compilePart, type CompiledPart } from './compile-part';
import { fillPart } from './holes';
import type { PartRole } from './part-role';
import { placeholderKey } from './tag-syntax';
import { DEFAULT_SLIDE_SIZE } from './watermark';

const SLIDE: PartRole = { kind: 'slide', slide: 1 };
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

function slide(paragraphs: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}><p:cSld><p:spTree>` +
    `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Body"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`
  );
}

function run(text: string, props = '<a:rPr lang="en-US"/>'): string {
  return `<a:r>${props}<a:t>${text}</a:t></a:r>`;
}

function render(part: CompiledPart, values: Record<string, string>, watermark = false): string {
  const lookup = new Map(Object.entries(values).map(([name, value]) => [placeholderKey(name), value]));
  const xml = fillPart(part, {
    values: lookup,
    watermark,
    scope: [values],
    locale: 'en-US',
    notes: [],
    findings: [],
  });
  assertWellFormed(xml);
  return xml;
}

function fill(paragraphs: string, values: Record<string, string>): { xml: string; text: string } {
  const xml = render(compilePart(slide(paragraphs), SLIDE, DEFAULT_SLIDE_SIZE), values);
  return { xml, text: drawingText(xml) };
}

describe('compilePart on slide XML', () => {
  it('fills a tag held in one run and keeps the text around it', () => {
    const { text, xml } = fill(`<a:p>${run('Dear {{name}}, welcome')}</a:p>`, { name: 'Ada' });
    expect(text).toBe('Dear Ada, welcome\n');
    expect(xml).not.toContain('{{');
  });

  it.each([
    ['braces split from the name', ['{', '{', 'name', '}', '}']],
    ['name split in two', ['{{na', 'me}}']],
    ['opening braces alone', ['{{', 'name}}']],
    ['closing braces alone', ['{{name', '}}']],
    ['one character per run', ['{', '{', 'n', 'a', 'm', 'e', '}', '}']],
  ])('fills a tag split across runs: %s', (_shape, pieces) => {
    const { text, xml } = fill(`<a:p>${pieces.map((piece) => run(piece)).join('')}</a:p>`, { name: 'Ada' });
    expect(text).toBe('Ada\n');
    expect(emptyRunCount(xml)).toBe(0);
    expect(xml.match(/<a:r>/g)).toHaveLength(1);
  });

  it('gives the value the formatting of the run where the tag starts', () => {
    const paragraph =
      `<a:p>${run('Hi {', '<a:rPr lang="en-US" b="1"/>')}` +
      `${run('{first', '<a:rPr lang="de-DE" err="1"/>')}${run('_name}} there', '<a:rPr lang="en-US" i="1"/>')}</a:p>`;
    const { xml, text } = fill(paragraph, { first_name: 'Grace' });
    expect(text).toBe('Hi Grace there\n');
    expect(xml).toContain('<a:r><a:rPr lang="en-US" b="1"/><a:t>Hi Grace</a:t></a:r>');
    expect(xml).toContain('<a:r><a:rPr lang="en-US" i="1"/><a:t> there</a:t></a:r>');
    expect(xml).not.toContain('err="1"');
  });

  it('removes empty runs that sit inside a split tag', () => {
    const paragraph = `<a:p>${run('{{')}<a:r><a:rPr lang="en-US"/></a:r>${run('name}}')}</a:p>`;
    const { xml, text } = fill(paragraph, { name: 'Ada' });
    expect(text).toBe('Ada\n');
    expect(emptyRunCount(xml)).toBe(0);
  });

  it('handles several tags in one run and a run that ends one tag and starts the next', () => {
    const paragraph = `<a:p>${run('{{a}} and {{b')}${run('}}-{{')}${run('c}}!')}</a:p>`;
    const { text, xml } = fill(paragraph, { a: '1', b: '2', c: '3' });
    expect(text).toBe('1 and 2-3!\n');
    expect(emptyRunCount(xml)).toBe(0);
  });

  it('matches names case-insensitively after trimming spaces inside the braces', () => {
    const part = compilePart(
      slide(`<a:p>${run('{{ First Name }} / {{first name}}')}</a:p>`),
      SLIDE,
      DEFAULT_SLIDE_SIZE,
    );
    expect(part.tags.map((tag) => tag.key)).toEqual(['first name', 'first name']);
    expect(drawingText(render(part, { 'FIRST NAME': 'Ada' }))).toBe('Ada / Ada\n');
  });

  it('leaves braces that form no tag as typed', () => {
    const typed = '{ {x} } {{}} {{ }} {single} {{unclosed';
    const { text } = fill(`<a:p>${run(typed)}</a:p>`, {});
    expect(text).toBe(`${typed}\n`);
  });

  it('fills the inner tag of triple braces and keeps the outer braces', () => {
    expect(fill(`<a:p>${run('{{{x}}}')}</a:p>`, { x: 'v' }).text).toBe('{v}\n');
  });

  it('does not join text across a line break or a field', () => {
    const paragraph =
      `<a:p>${run('{{na')}<a:br><a:rPr lang="en-US"/></a:br>${run('me}}')}` +
      `<a:fld id="{1}" type="slidenum"><a:rPr lang="en-US"/><a:t>{{x}}</a:t></a:fld></a:p>`;
    const part = compilePart(slide(paragraph), SLIDE, DEFAULT_SLIDE_SIZE);
    expect(part.tags).toEqual([]);
    expect(part.holes.map((hole) => hole.kind)).toEqual(['watermark']);
  });

  it('escapes XML characters, removes illegal ones and keeps tabs and any Unicode', () => {
    const value = 'A & B <c> "d"\tTab \u0001\uFFFF 東京 مرحبا 👩‍💻';
    const { text } = fill(`<a:p>${run('[{{v}}]')}</a:p>`, { v: value });
    expect(text).toBe('[A & B <c> "d"\tTab  東京 مرحبا 👩‍💻]\n');
  });

  it('turns a newline in a value into a line break with the same formatting', () => {
    const props =
      '<a:rPr lang="en-US" sz="2400"><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:rPr>';
    const { xml, text } = fill(`<a:p>${run('To: {{address}}.', props)}</a:p>`, {
      address: 'Line 1\r\nLine 2\nLine 3',
    });
    expect(text).toBe('To: Line 1\nLine 2\nLine 3.\n');
    expect(xml).toContain(`<a:br>${props}</a:br><a:r>${props}<a:t>Line 2</a:t></a:r>`);
  });

  it('renders a missing value as empty text', () => {
    expect(fill(`<a:p>${run('Hello {{name}}!')}</a:p>`, {}).text).toBe('Hello !\n');
  });

  it('leaves no empty run when a value is empty and its run held only the tag', () => {
    const paragraph = `<a:p>${run('Hello ')}${run('{{')}${run('name}}')}${run('!')}</a:p>`;
    const empty = fill(paragraph, { name: '' });
    expect(empty.text).toBe('Hello !\n');
    expect(emptyRunCount(empty.xml)).toBe(0);
    expect(empty.xml.match(/<a:r>/g)).toHaveLength(2);
    expect(fill(paragraph, { name: 'Ada\nB' }).text).toBe('Hello Ada\nB!\n');
  });

  it('finds tags in shapes nested in groups at any depth', () => {
    const nested = `<p:grpSp><p:grpSp><p:sp><p:txBody><a:p>${run('{{deep}}')}</a:p></p:txBody></p:sp></p:grpSp></p:grpSp>`;
    const part = compilePart(
      slide('').replace('</p:spTree>', `${nested}</p:spTree>`),
      SLIDE,
      DEFAULT_SLIDE_SIZE,
    );
    expect(drawingText(render(part, { deep: 'found' }))).toBe('found\n');
  });

  it('decodes entities in runs before looking for tags', () => {
    const { text } = fill(`<a:p>${run('{{a&amp;b}} &lt;kept&gt;')}</a:p>`, { 'a&b': 'x' });
    expect(text).toBe('x <kept>\n');
  });

  it('reports tags inside tables as table occurrences', () => {
    const table =
      '<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr h="1"><a:tc><a:txBody><a:bodyPr/>' +
      `<a:p>${run('{{cell}}')}</a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
    const part = compilePart(
      slide(`<a:p>${run('{{title}}')}</a:p>`).replace('</p:spTree>', `${table}</p:spTree>`),
      SLIDE,
      DEFAULT_SLIDE_SIZE,
    );
    expect(part.tags.map((tag) => [tag.key, tag.kind, tag.slide])).toEqual([
      ['title', 'slide', 1],
      ['cell', 'table', 1],
    ]);
  });

  it('keeps the shape tree extension list last when adding the watermark', () => {
    const withExtensions = slide(`<a:p>${run('x')}</a:p>`).replace(
      '</p:sp></p:spTree>',
      '<p:extLst><p:ext uri="{1}"/></p:extLst></p:sp><p:extLst><p:ext uri="{2}"/></p:extLst></p:spTree>',
    );
    const xml = render(compilePart(withExtensions, SLIDE, DEFAULT_SLIDE_SIZE), {}, true);
    expect(xml).toMatch(
      /<\/p:sp><p:sp [^>]*><p:nvSpPr><p:cNvPr id="3" name="Deckmill watermark"\/>.*<\/p:sp><p:extLst><p:ext uri="\{2\}"\/><\/p:extLst><\/p:spTree>/,
    );
  });

  it('places the watermark on a slide with sections, with an id above every shape of the slide', () => {
    const sectioned = slide(
      `<a:p>${run('{{#items}}')}</a:p><a:p>${run('{{name}}')}</a:p><a:p>${run('{{/items}}')}</a:p>`,
    ).replace(
      '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Body"/>',
      '<p:sp><p:nvSpPr><p:cNvPr id="7" name="Other"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/></p:sp>' +
        '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Body"/>',
    );
    const part = compilePart(sectioned, SLIDE, DEFAULT_SLIDE_SIZE);
    expect(part.program).toBeDefined();
    // The highest id (7) is not the last shape's (2): the watermark's id is above the highest.
    expect(render(part, {}, true)).toMatch(
      /name="Body"\/>.*<\/p:sp><p:sp [^>]*><p:nvSpPr><p:cNvPr id="8" name="Deckmill watermark"\/>.*<\/p:sp><\/p:spTree>/,
    );
  });

  it('adds a watermark text box with a fresh shape id only when asked', () => {
    const part = compilePart(slide(`<a:p>${run('x')}</a:p>`), SLIDE, DEFAULT_SLIDE_SIZE);
    expect(render(part, {}, false)).not.toContain('Made with Deckmill');
    const watermarked = render(part, {}, true);
    expect(watermarked).toContain('<p:cNvPr id="3" name="Deckmill watermark"/>');
    expect(drawingText(watermarked)).toContain('Made with Deckmill');
  });
});

describe('compilePart on other parts', () => {
  it('fills external hyperlink targets, encoding the value for the URL', () => {
    const rels =
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="t/hyperlink" Target="mailto:{{email}}?subject={{ subject }}" TargetMode="External"/>' +
      '<Relationship Id="rId2" Type="t/hyperlink" Target="%7B%7Bsite%7D%7D" TargetMode="External"/>' +
      '<Relationship Id="rId3" Type="t/slide" Target="{{internal}}.xml"/></Relationships>';
    const part = compilePart(rels, { kind: 'rels', slide: 2 }, DEFAULT_SLIDE_SIZE);
    expect(part.tags.map((tag) => [tag.key, tag.kind, tag.slide])).toEqual([
      ['email', 'hyperlink', 2],
      ['subject', 'hyperlink', 2],
      ['site', 'hyperlink', 2],
    ]);
    const xml = render(part, {
      email: 'ada+x@example.com',
      subject: 'Q&A 1/2',
      site: 'https://example.com/a b?q=1&r=2',
    });
    expect(xml).toContain('Target="mailto:ada%2Bx@example.com?subject=Q%26A%201%2F2"');
    expect(xml).toContain('Target="https://example.com/a%20b?q=1&amp;r=2"');
    expect(xml).toContain('Target="{{internal}}.xml"');
  });

  it('fills the document title and chart cache values', () => {
    const core =
      '<cp:coreProperties xmlns:cp="urn:cp" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Offer for {{company}}</dc:title></cp:coreProperties>';
    expect(render(compilePart(core, { kind: 'core' }, DEFAULT_SLIDE_SIZE), { company: 'A&B' })).toContain(
      '<dc:title>Offer for A&amp;B</dc:title>',
    );
    const chart =
      `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ${NS}><c:title><c:tx><c:rich>` +
      `<a:p>${run('{{region}}')}</a:p></c:rich></c:tx></c:title><c:cat><c:strRef><c:strCache><c:pt idx="0">` +
      '<c:v>{{quarter}}</c:v></c:pt></c:strCache></c:strRef></c:cat></c:chartSpace>';
    const part = compilePart(chart, { kind: 'chart', slide: 3 }, DEFAULT_SLIDE_SIZE);
    expect(part.tags.map((tag) => [tag.key, tag.kind])).toEqual([
      ['region', 'chart'],
      ['quarter', 'chart'],
    ]);
    const xml = render(part, { region: 'North', quarter: 'Q1' });
    expect(xml).toContain('<a:t>North</a:t>');
    expect(xml).toContain('<c:v>Q1</c:v>');
  });

  it('fills slide titles copied into the extended properties without reporting them again', () => {
    const app =
      '<Properties xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><TitlesOfParts>' +
      '<vt:vector size="2" baseType="lpstr"><vt:lpstr>Office</vt:lpstr><vt:lpstr>Offer for {{company}}</vt:lpstr>' +
      '</vt:vector></TitlesOfParts></Properties>';
    const part = compilePart(app, { kind: 'app' }, DEFAULT_SLIDE_SIZE);
    expect(part.tags).toEqual([]);
    expect(render(part, { company: 'Acme' })).toContain('<vt:lpstr>Offer for Acme</vt:lpstr>');
  });

  it('refuses a part that declares a DOCTYPE', () => {
    expect(() =>
      compilePart(`<!DOCTYPE x [<!ENTITY a "b">]><p:sld ${NS}/>`, SLIDE, DEFAULT_SLIDE_SIZE),
    ).toThrow(expect.objectContaining({ code: 'doctype_forbidden' }));
  });
});
