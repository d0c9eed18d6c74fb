import { compileTemplate } from './compile-template';
import { addShapes, editDeck, replaceText, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import type { ImageSource } from '../images/image-source';
import { orderFindings, preflightRow, unknownTags } from './preflight-row';

const SLIDE1 = 'ppt/slides/slide1.xml';
const source: ImageSource = {
  resolve: async (value) => ({ ok: false, reason: `no file "${value}" in the images archive` }),
};

/** A deck with {{name}} and {{city}} on slide 1 and the picture {{%logo}}. */
function template() {
  const bytes = editDeck(readFixture('automizer-SlideWithImages.pptx'), {
    [SLIDE1]: (xml) =>
      addShapes(
        textBox(900, 'Name', ['{{name}}']),
        textBox(901, 'City', ['{{city}}'], 100000),
      )(replaceText('descr="picture"', 'descr="{{%logo}}"')(xml)),
  });
  return compileTemplate(bytes);
}

describe('preflightRow', () => {
  it('reports a missing value, an empty value and a picture the archive lacks, each once, by slide', async () => {
    const report = await preflightRow(template(), { name: '  ', logo: 'gone.png' }, { images: source });
    expect(report.findings.map((finding) => [finding.kind, finding.field, finding.slide])).toEqual([
      ['missing_value', 'city', 1],
      ['empty_value', 'name', 1],
      ['image_unavailable', 'logo', undefined],
    ]);
    expect(report.findings[0].message).toBe(
      'Slide 1: "city" has no value in this row; its text will be blank.',
    );
    expect(report.findings[2].message).toContain('no file "gone.png" in the images archive');
  });

  it('finds nothing in a row with every value', async () => {
    const found: ImageSource = { resolve: async () => ({ ok: false, reason: 'unused' }) };
    const report = await preflightRow(
      template(),
      { name: 'Ada', city: 'Paris', logo: '' },
      { images: found },
    );
    expect(report.findings.filter((finding) => finding.kind !== 'empty_value')).toEqual([]);
    expect(report.findings.map((finding) => finding.field)).toEqual(['logo']);
  });

  it('leaves tags reported for the whole template out of the row', async () => {
    const compiled = template();
    const unknown = unknownTags(compiled, [{ name: 'Ada', logo: 'a.png' }, { name: 'Bo' }]);
    expect(unknown.map((finding) => [finding.kind, finding.field])).toEqual([['unknown_tag', 'city']]);
    const report = await preflightRow(
      compiled,
      { name: 'Ada', logo: '' },
      { unknownTags: new Set(['city']), images: source },
    );
    expect(report.findings.map((finding) => finding.kind)).not.toContain('missing_value');
  });

  it('reports a row whose rendering throws as one that would fail, keeping its other findings', async () => {
    const compiled = template();
    const broken = Object.assign(Object.create(compiled) as typeof compiled, {
      render: async () => {
        throw new Error('socket\n hang up');
      },
    });
    const report = await preflightRow(broken, { name: ' ', logo: 'a.png' });
    expect(report.findings.map((finding) => [finding.kind, finding.field])).toEqual([
      ['missing_value', 'city'],
      ['empty_value', 'name'],
      ['row_fails', undefined],
    ]);
    expect(report.findings[2].message).toBe('The row would fail: socket hang up');
  });
});

describe('orderFindings', () => {
  it('drops repeats and orders by slide, then kind, template-wide last', () => {
    const ordered = orderFindings([
      { kind: 'image_unavailable', message: 'picture' },
      { kind: 'fitted', message: 'fitted', slide: 2 },
      { kind: 'missing_value', message: 'missing', slide: 2 },
      { kind: 'fitted', message: 'fitted', slide: 2 },
      { kind: 'chart_data', message: 'chart', slide: 1 },
    ]);
    expect(ordered.map((finding) => finding.message)).toEqual(['chart', 'missing', 'fitted', 'picture']);
  });
});
