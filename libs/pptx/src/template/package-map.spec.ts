import { mapPackage, relsPartOf, resolveTarget } from './package-map';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';

function rels(targets: Record<string, string>): string {
  const items = Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="${REL}/x" Target="${target}"/>`)
    .join('');
  return `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
}

const PARTS: Record<string, string> = {
  '[Content_Types].xml': `<Types><Override PartName="/ppt/presentation.xml" ContentType="${MAIN}"/></Types>`,
  'ppt/presentation.xml':
    `<p:presentation xmlns:p="urn:p" xmlns:rel="${REL}"><p:sldIdLst><p:sldId id="256" rel:id="rIdC"/>` +
    '<p:sldId id="257" rel:id="rIdA"/><p:sldId id="258" rel:id="rIdB"/></p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/></p:presentation>',
  'ppt/_rels/presentation.xml.rels': rels({
    rIdA: 'slides/slide1.xml',
    rIdB: '/ppt/slides/slide2.xml',
    rIdC: 'slides/slide3.xml',
  }),
  'ppt/slides/_rels/slide1.xml.rels': rels({
    rId1: '../notesSlides/notesSlide7.xml',
    rId2: '../charts/chart4.xml',
  }),
  'ppt/slides/_rels/slide3.xml.rels': rels({
    rId1: '../diagrams/data1.xml',
    rId2: '../diagrams/drawing1.xml',
  }),
};

describe('mapPackage', () => {
  const map = mapPackage(
    (name) => PARTS[name],
    [
      ...Object.keys(PARTS),
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
      'ppt/slides/slide3.xml',
      'ppt/notesSlides/notesSlide7.xml',
      'ppt/charts/chart4.xml',
      'ppt/diagrams/data1.xml',
      'ppt/diagrams/drawing1.xml',
      'ppt/slideLayouts/slideLayout1.xml',
      'ppt/theme/theme1.xml',
    ],
  );

  it('numbers slides in presentation order, not by part name', () => {
    expect(map.slideCount).toBe(3);
    expect(map.roles.get('ppt/slides/slide3.xml')).toEqual({ kind: 'slide', slide: 1 });
    expect(map.roles.get('ppt/slides/slide1.xml')).toEqual({ kind: 'slide', slide: 2 });
    expect(map.roles.get('ppt/slides/slide2.xml')).toEqual({ kind: 'slide', slide: 3 });
    expect(map.roles.get('ppt/slides/_rels/slide1.xml.rels')).toEqual({ kind: 'rels', slide: 2 });
  });

  it('gives notes, charts and SmartArt the number of the slide that uses them', () => {
    expect(map.roles.get('ppt/notesSlides/notesSlide7.xml')).toEqual({ kind: 'notes', slide: 2 });
    expect(map.roles.get('ppt/charts/chart4.xml')).toEqual({ kind: 'chart', slide: 2 });
    expect(map.roles.get('ppt/diagrams/data1.xml')).toEqual({ kind: 'smartart', slide: 1 });
    expect(map.roles.get('ppt/diagrams/drawing1.xml')).toEqual({ kind: 'smartart', slide: 1 });
  });

  it('maps shared parts without a slide and ignores parts that hold no text', () => {
    expect(map.roles.get('ppt/slideLayouts/slideLayout1.xml')).toEqual({ kind: 'layout' });
    expect(map.roles.has('ppt/theme/theme1.xml')).toBe(false);
    expect(map.slideSize).toEqual({ width: 9144000, height: 5143500 });
  });

  it('refuses templates and shows with a hint to save as .pptx', () => {
    const template = (name: string) =>
      name === '[Content_Types].xml'
        ? '<Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.template.main+xml"/></Types>'
        : undefined;
    expect(() => mapPackage(template, [])).toThrow(/Save it as a PowerPoint Presentation \(\.pptx\)/);
  });
});

describe('resolveTarget and relsPartOf', () => {
  it('resolves relative, absolute and percent-encoded targets', () => {
    expect(resolveTarget('ppt/slides/slide1.xml', '../media/my%20image.png')).toBe('ppt/media/my image.png');
    expect(resolveTarget('ppt/slides/slide1.xml', '/ppt/charts/chart1.xml')).toBe('ppt/charts/chart1.xml');
    expect(relsPartOf('ppt/slides/slide1.xml')).toBe('ppt/slides/_rels/slide1.xml.rels');
  });
});
