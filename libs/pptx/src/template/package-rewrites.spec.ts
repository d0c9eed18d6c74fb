import {
  retargetRels,
  rewriteAppCounts,
  rewriteContentTypes,
  rewritePresentation,
  rewritePresentationRels,
} from './package-rewrites';

const PRESENTATION =
  '<p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId id="256" r:id="rId2"/><p:sldId id="257" r:id="rId3"/></p:sldIdLst>' +
  '<p:extLst><p:ext><p14:sectionLst xmlns:p14="p14"><p14:section name="A"><p14:sldIdLst><p14:sldId id="256"/>' +
  '<p14:sldId id="257"/></p14:sldIdLst></p14:section></p14:sectionLst></p:ext></p:extLst></p:presentation>';

describe('package rewrites for slide sections', () => {
  it('inserts copies after the original in the slide list and the section list, and drops removed slides', () => {
    const xml = rewritePresentation(
      PRESENTATION,
      [
        { relationshipId: 'rId2', slideId: '256', copies: ['a', 'b'] },
        { relationshipId: 'rId3', slideId: '257', copies: [] },
      ],
      new Map([['rId2', [{ relationshipId: 'rIdDm9', slideId: 300, target: 'slides/slide9.xml' }]]]),
    );
    expect(xml).toContain(
      '<p:sldIdLst><p:sldId id="256" r:id="rId2"/><p:sldId id="300" r:id="rIdDm9"/></p:sldIdLst>',
    );
    expect(xml).toContain('<p14:sldIdLst><p14:sldId id="256"/><p14:sldId id="300"/></p14:sldIdLst>');
    const shows = rewritePresentation(
      '<p:custShowLst><p:custShow name="S" id="0"><p:sldLst><p:sld r:id="rId2"/><p:sld r:id="rId3"/></p:sldLst></p:custShow></p:custShowLst>',
      [{ relationshipId: 'rId3', slideId: '257', copies: [] }],
      new Map(),
    );
    expect(shows).toContain('<p:sldLst><p:sld r:id="rId2"/></p:sldLst>');
  });

  it('adds and removes relationships and content type overrides', () => {
    const rels = rewritePresentationRels(
      '<Relationships><Relationship Id="rId2" Target="slides/slide1.xml"/><Relationship Id="rId3" Target="slides/slide2.xml"/></Relationships>',
      [{ relationshipId: 'rId3', slideId: '257', copies: [] }],
      [{ relationshipId: 'rIdDm9', slideId: 300, target: 'slides/slide9.xml' }],
    );
    expect(rels).not.toContain('"rId3"');
    expect(rels).toContain(
      '<Relationship Id="rIdDm9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide9.xml"/>',
    );
    const types = rewriteContentTypes(
      '<Types><Override PartName="/ppt/slides/slide1.xml" ContentType="slide"/><Override PartName="/ppt/slides/slide2.xml" ContentType="slide"/></Types>',
      new Map([['ppt/slides/slide1.xml', ['ppt/slides/slide9.xml']]]),
      ['ppt/slides/slide2.xml'],
    );
    expect(types).toBe(
      '<Types><Override PartName="/ppt/slides/slide1.xml" ContentType="slide"/><Override PartName="/ppt/slides/slide9.xml" ContentType="slide"/></Types>',
    );
  });

  it('counts the slides and the notes of the extended properties anew', () => {
    expect(
      rewriteAppCounts(
        '<Properties><Slides>2</Slides><Notes>2</Notes><HiddenSlides>0</HiddenSlides></Properties>',
        {
          slides: 7,
          notes: 6,
        },
      ),
    ).toBe('<Properties><Slides>7</Slides><Notes>6</Notes><HiddenSlides>0</HiddenSlides></Properties>');
    expect(
      rewriteAppCounts('<ep:Properties><ep:Slides>2</ep:Slides></ep:Properties>', { slides: 1, notes: 0 }),
    ).toBe('<ep:Properties><ep:Slides>1</ep:Slides></ep:Properties>');
  });

  it('points a copy at the copies of its notes and charts, leaving shared parts and external links alone', () => {
    const xml = retargetRels(
      '<Relationships><Relationship Id="a" Target="../notesSlides/notesSlide1.xml"/><Relationship Id="b" Target="../media/image1.png"/>' +
        '<Relationship Id="c" TargetMode="External" Target="../notesSlides/notesSlide1.xml"/></Relationships>',
      new Map([['ppt/notesSlides/notesSlide1.xml', 'ppt/notesSlides/notesSlide1_2.xml']]),
      (target) => target.replace('../', 'ppt/'),
    );
    expect(xml).toContain('Id="a" Target="../notesSlides/notesSlide1_2.xml"');
    expect(xml).toContain('Id="b" Target="../media/image1.png"');
    expect(xml).toContain('TargetMode="External" Target="../notesSlides/notesSlide1.xml"');
  });
});
