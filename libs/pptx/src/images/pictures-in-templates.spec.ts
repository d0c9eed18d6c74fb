import { TemplateError } from '../errors';
import { compileTemplate } from '../template/compile-template';
import { addShapes, editDeck, replaceText } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { GREEN_PICTURE } from '../../test/support/green-picture';
import { assertSoundPackage, unzipDeck } from '../../test/support/deck-checks';
import type { ImageSource } from './image-source';
import { mediaPartName } from './image-parts';

const green = GREEN_PICTURE;
const source: ImageSource = {
  resolve: async (value) =>
    value === 'green.png' ? { ok: true, image: green } : { ok: false, reason: 'unknown' },
};
const fixture = () => readFixture('automizer-SlideWithImages.pptx');
const SLIDE1 = 'ppt/slides/slide1.xml';
const PICTURE = 'descr="picture"';

const shape = (id: number, text: string, extra = '') =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Frame ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
  `<a:xfrm rot="5400000"><a:off x="1000" y="2000"/><a:ext cx="4000" cy="4000"/></a:xfrm>` +
  `<a:prstGeom prst="ellipse"><a:avLst/></a:prstGeom><a:ln w="12700"/>${extra}</p:spPr>` +
  `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;

const cellTable = (fill: string) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="50" name="Table"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  `<p:xfrm><a:off x="0" y="0"/><a:ext cx="3000" cy="1000"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">` +
  `<a:tbl><a:tblGrid><a:gridCol w="1000"/><a:gridCol w="2000"/></a:tblGrid><a:tr h="1000">` +
  `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>label</a:t></a:r></a:p></a:txBody></a:tc>` +
  `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>{{%logo | cover}}</a:t></a:r></a:p></a:txBody>` +
  `<a:tcPr><a:lnL w="100"/>${fill}<a:extLst/></a:tcPr></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;

async function render(template: Uint8Array, values: Record<string, unknown>) {
  const rendered = await compileTemplate(template).render(values as never, { images: source });
  const parts = unzipDeck(rendered.toBuffer());
  assertSoundPackage(parts);
  return { parts, notes: rendered.notes };
}

describe('compiling picture tags', () => {
  it('lists the picture as a placeholder and as an image tag with its fit', () => {
    const compiled = compileTemplate(
      editDeck(fixture(), { [SLIDE1]: replaceText(PICTURE, 'descr="{{%Logo | cover}}"') }),
    );
    expect(compiled.placeholders).toEqual([
      { name: 'Logo', key: 'logo', occurrences: [{ slide: 1, kind: 'slide' }] },
    ]);
    expect(compiled.structure.tags).toEqual([{ path: 'Logo', filters: ['cover'], image: true }]);
  });

  it('refuses an unknown filter on a picture, saying where', () => {
    const template = editDeck(fixture(), { [SLIDE1]: replaceText(PICTURE, 'descr="{{%logo | upper}}"') });
    expect(() => compileTemplate(template)).toThrow(TemplateError);
    expect(() => compileTemplate(template)).toThrow(/Slide 1, shape "Grafik 5": unknown filter "upper"/);
  });

  it('refuses a picture tag in speaker notes', () => {
    const template = editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/notesSlides/notesSlide1.xml': replaceText('This Slide has Notes.', '{{%logo}}'),
    });
    expect(() => compileTemplate(template)).toThrow(
      /Slide 1 notes.*can only be on a slide, a layout or a master/,
    );
  });

  it('refuses a picture tag among other text', () => {
    const template = editDeck(fixture(), {
      [SLIDE1]: replaceText('<a:t>jpg</a:t>', '<a:t>Logo {{%logo}}</a:t>'),
    });
    expect(() => compileTemplate(template)).toThrow(/must be the only text of its shape or table cell/);
  });
});

describe('pictures in repeated table rows', () => {
  it('are refused at upload, as the lookup before filling cannot read each item', () => {
    const cell = (text: string) =>
      `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>${text}</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>`;
    const table = cellTable('').replace(
      /<a:tr h="1000">.*<\/a:tr>/,
      `<a:tr h="1000">${cell('{{#items}}')}${cell('{{%photo}}')}${cell('{{/items}}')}</a:tr>`,
    );
    const template = editDeck(fixture(), { [SLIDE1]: addShapes(table) });
    expect(() => compileTemplate(template)).toThrow(/cannot be inside a \{\{#…\}\} section yet/);
  });
});

describe('rendering pictures', () => {
  it('gives the templated picture its own relationship, leaving a picture that shared its rId alone', async () => {
    const template = editDeck(fixture(), {
      [SLIDE1]: (xml) =>
        addShapes(xml.match(/<p:pic>.*?<\/p:pic>/)?.[0].replace(PICTURE, 'descr="other"') ?? '')(
          xml.replace(PICTURE, 'descr="{{%logo}}"'),
        ),
    });
    const { parts, notes } = await render(template, { logo: 'green.png' });
    const slide = parts.get(SLIDE1) ?? '';
    expect(slide).toContain('r:embed="rIdDmImg1"');
    expect(slide).toContain('r:embed="rId2"');
    expect(slide).not.toContain('{{%');
    expect(parts.get('ppt/slides/_rels/slide1.xml.rels')).toContain(
      `Id="rIdDmImg1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/${mediaPartName(green).slice(10)}"`,
    );
    expect(notes).toEqual([]);
  });

  it('reads the tag from the title too, and keeps the rest of the alternative text', async () => {
    const template = editDeck(fixture(), {
      [SLIDE1]: replaceText(PICTURE, 'descr="Company logo {{%logo}}" title="Logo"'),
    });
    const slide = (await render(template, { logo: 'green.png' })).parts.get(SLIDE1) ?? '';
    expect(slide).toContain('descr="Company logo" title="Logo"');
    expect(slide).toContain('r:embed="rIdDmImg1"');
    const byTitle = editDeck(fixture(), { [SLIDE1]: replaceText(PICTURE, 'title="{{%logo}}"') });
    expect((await render(byTitle, { logo: 'green.png' })).parts.get(SLIDE1)).toContain('r:embed="rIdDmImg1"');
  });

  it('fits a picture with contain by moving and sizing its frame', async () => {
    const template = editDeck(fixture(), { [SLIDE1]: replaceText(PICTURE, 'descr="{{%logo}}"') });
    const slide = (await render(template, { logo: 'green.png' })).parts.get(SLIDE1) ?? '';
    // A 2:1 picture in a 5080000 x 2857500 frame: the full width, 2540000 high, 158750 down from the top.
    expect(slide).toContain('<a:off x="3556000" y="2159000"/><a:ext cx="5080000" cy="2540000"/>');
    expect(slide).not.toContain('a:srcRect');
  });

  it('turns a shape whose only text is the tag into a picture with its geometry, rotation and border', async () => {
    const template = editDeck(fixture(), { [SLIDE1]: addShapes(shape(30, '{{%logo | cover}}')) });
    const slide = (await render(template, { logo: 'green.png' })).parts.get(SLIDE1) ?? '';
    const picture = slide.match(/<p:pic><p:nvPicPr><p:cNvPr id="30".*?<\/p:pic>/)?.[0] ?? '';
    expect(picture).toContain('<a:xfrm rot="5400000"><a:off x="1000" y="2000"/><a:ext cx="4000" cy="4000"/>');
    expect(picture).toContain('<a:prstGeom prst="ellipse">');
    expect(picture).toContain('<a:ln w="12700"/>');
    expect(picture).toContain('<a:srcRect l="25000" r="25000"/>');
    expect(slide).not.toContain('Frame 30"/><p:cNvSpPr/>');
  });

  it('fills a table cell with the picture, replacing its fill', async () => {
    const template = editDeck(fixture(), {
      [SLIDE1]: addShapes(cellTable('<a:solidFill><a:srgbClr val="FF0000"/></a:solidFill>')),
    });
    const slide = (await render(template, { logo: 'green.png' })).parts.get(SLIDE1) ?? '';
    expect(slide).toMatch(
      /<a:tcPr><a:lnL w="100"\/><a:blipFill rotWithShape="1"><a:blip r:embed="rIdDmImg1"\/><a:stretch><a:fillRect\/><\/a:stretch><\/a:blipFill><a:extLst\/><\/a:tcPr>/,
    );
    expect(slide).not.toContain('FF0000');
  });

  it('places pictures inside groups and on layouts', async () => {
    const layout = 'ppt/slideLayouts/slideLayout1.xml';
    const template = editDeck(fixture(), {
      [SLIDE1]: (xml) =>
        xml.replace(
          /<p:pic>.*?<\/p:pic>/,
          (pic) =>
            `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="60" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${pic.replace(PICTURE, 'descr="{{%logo}}"')}</p:grpSp>`,
        ),
      [layout]: addShapes(shape(70, '{{%brand}}')),
    });
    const { parts } = await render(template, { logo: 'green.png', brand: 'green.png' });
    expect(parts.get(SLIDE1)).toMatch(/<p:grpSp>.*r:embed="rIdDmImg1".*<\/p:grpSp>/);
    expect(parts.get(layout)).toMatch(/<p:pic><p:nvPicPr><p:cNvPr id="70".*r:embed="rIdDmImg1"/);
    expect(parts.get('ppt/slideLayouts/_rels/slideLayout1.xml.rels')).toContain(
      'Target="../media/deckmill-image-',
    );
    expect([...parts.keys()].filter((name) => name.includes('deckmill-image-'))).toHaveLength(1);
  });

  it('keeps the template picture silently for an empty value, and the shape without its tag', async () => {
    const template = editDeck(fixture(), {
      [SLIDE1]: (xml) => addShapes(shape(30, '{{%logo}}'))(xml.replace(PICTURE, 'descr="{{%logo}}"')),
    });
    const { parts, notes } = await render(template, { logo: '' });
    const slide = parts.get(SLIDE1) ?? '';
    expect(notes).toEqual([]);
    expect(slide).toContain('r:embed="rId2"');
    expect(slide).toContain('name="Frame 30"/><p:cNvSpPr/>');
    expect(slide).not.toContain('{{%');
  });
});
