import { solidPng } from '@deckmill/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { compileTemplate } from '../template/compile-template';
import { resolveTarget } from '../template/package-map';
import { readFixture } from '../../test/support/fixtures';
import { GREEN_PICTURE } from '../../test/support/green-picture';
import { assertSoundPackage, unzipDeck } from '../../test/support/deck-checks';
import type { ImageSource } from './image-source';

const green = GREEN_PICTURE;
// Any value but "missing.png" names the green picture.
const source: ImageSource = {
  resolve: async (value) =>
    value.endsWith('missing.png') ? { ok: false, reason: 'unknown' } : { ok: true, image: green },
};

const SLIDE1 = 'ppt/slides/slide1.xml';
const SLIDE1_RELS = 'ppt/slides/_rels/slide1.xml.rels';
const SAMPLE = 'ppt/media/sample.png';
const PICTURE = 'descr="picture"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The images fixture with slide 1's picture (rId2) showing a sample of its own, `ppt/media/sample.png`
 * (typed by an Override too), then `edits` applied.
 */
function template(edits: Record<string, (xml: string) => string> = {}): Uint8Array {
  const files = unzipSync(readFixture('automizer-SlideWithImages.pptx'));
  files[SAMPLE] = new Uint8Array(solidPng(8, 8, [200, 10, 10]));
  const text = (name: string) => strFromU8(files[name]);
  files[SLIDE1_RELS] = strToU8(text(SLIDE1_RELS).replace('../media/image1.jpg', '../media/sample.png'));
  files['[Content_Types].xml'] = strToU8(
    text('[Content_Types].xml').replace(
      '</Types>',
      '<Override PartName="/ppt/media/sample.png" ContentType="image/png"/></Types>',
    ),
  );
  for (const [name, edit] of Object.entries(edits)) files[name] = strToU8(edit(text(name)));
  return zipSync(files);
}

const tagged = (tag: string) => (xml: string) => xml.replace(PICTURE, `descr="${tag}"`);

async function render(bytes: Uint8Array, values: Record<string, unknown>) {
  const rendered = await compileTemplate(bytes).render(values as never, { images: source });
  const parts = unzipDeck(rendered.toBuffer());
  assertSoundPackage(parts);
  assertNoUnusedMedia(parts);
  return parts;
}

/** Every media part is a relationship's target, and every Override names a part of the deck. */
function assertNoUnusedMedia(parts: Map<string, string>): void {
  const targets = new Set<string>();
  for (const [name, xml] of parts) {
    if (!name.endsWith('.rels')) continue;
    const source = name === '_rels/.rels' ? '' : name.replace(/_rels\/([^/]+)\.rels$/, '$1');
    for (const match of xml.matchAll(/<Relationship [^>]*Target="([^"]*)"/g))
      targets.add(resolveTarget(source, match[1]));
  }
  for (const name of parts.keys()) {
    if (name.startsWith('ppt/media/') && !targets.has(name)) throw new Error(`${name} is not used`);
  }
  for (const match of (parts.get('[Content_Types].xml') ?? '').matchAll(/PartName="\/([^"]*)"/g)) {
    if (!parts.has(match[1])) throw new Error(`[Content_Types].xml types missing part ${match[1]}`);
  }
}

describe('the template picture a frame replaces', () => {
  it('is left out of a deck whose frame shows a picture, with its relationship and override', async () => {
    const parts = await render(template({ [SLIDE1]: tagged('{{%logo}}') }), { logo: 'green.png' });
    expect(parts.has(SAMPLE)).toBe(false);
    expect(parts.get(SLIDE1_RELS)).not.toContain('Id="rId2"');
    expect(parts.get(SLIDE1_RELS)).toContain('Id="rIdDmImg1"');
    expect(parts.get('[Content_Types].xml')).not.toContain('sample.png');
    expect(parts.get(SLIDE1)).not.toContain('"rId2"');
    // The other slide's pictures stay.
    expect([...parts.keys()].filter((name) => name.startsWith('ppt/media/')).sort()).toEqual([
      'ppt/media/deckmill-image-' + green.hash.slice(0, 16) + '.png',
      'ppt/media/image1.jpg',
      'ppt/media/image2.png',
      'ppt/media/image3.png',
      'ppt/media/image4.svg',
    ]);
  });

  it('stays, with its relationship, for a row without a picture or whose picture cannot be had', async () => {
    for (const logo of ['', 'missing.png']) {
      const parts = await render(template({ [SLIDE1]: tagged('{{%logo}}') }), { logo });
      expect(parts.has(SAMPLE)).toBe(true);
      expect(parts.get(SLIDE1)).toContain('r:embed="rId2"');
      expect(parts.get(SLIDE1_RELS)).toContain('Id="rId2"');
      expect(parts.get('[Content_Types].xml')).toContain('/ppt/media/sample.png');
    }
  });

  it('stays when an unfilled picture shares its relationship', async () => {
    const bytes = template({
      [SLIDE1]: (xml) => {
        const copy = (xml.match(/<p:pic>.*?<\/p:pic>/)?.[0] ?? '').replace(PICTURE, 'descr="other"');
        return tagged('{{%logo}}')(xml).replace('</p:spTree>', `${copy}</p:spTree>`);
      },
    });
    const parts = await render(bytes, { logo: 'green.png' });
    expect(parts.has(SAMPLE)).toBe(true);
    expect(parts.get(SLIDE1)).toContain('r:embed="rId2"');
    expect(parts.get(SLIDE1_RELS)).toContain('Id="rId2"');
  });

  it('stays when another slide or a layout uses the same media', async () => {
    const elsewhere = (rels: string) =>
      rels.replace(
        '</Relationships>',
        `<Relationship Id="rIdSample" Type="${REL}/image" Target="../media/sample.png"/></Relationships>`,
      );
    for (const other of [
      'ppt/slides/_rels/slide2.xml.rels',
      'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    ]) {
      const parts = await render(template({ [SLIDE1]: tagged('{{%logo}}'), [other]: elsewhere }), {
        logo: 'green.png',
      });
      expect(parts.has(SAMPLE)).toBe(true);
      // The frame's own relationship to it is not needed, but the part is: the .rels is left as it was.
      expect(parts.get(SLIDE1_RELS)).toContain('Id="rId2"');
    }
  });

  it('stays when a .rels the engine does not read as text (UTF-16) could target it', async () => {
    const files = unzipSync(template({ [SLIDE1]: tagged('{{%logo}}') }));
    const other = 'ppt/slides/_rels/slide2.xml.rels';
    const xml = strFromU8(files[other]).replace(
      '</Relationships>',
      `<Relationship Id="rIdSample" Type="${REL}/image" Target="../media/sample.png"/></Relationships>`,
    );
    files[other] = new Uint8Array([0xff, 0xfe, ...Buffer.from(xml.replace('UTF-8', 'UTF-16'), 'utf16le')]);
    const rendered = await compileTemplate(zipSync(files)).render({ logo: 'green.png' } as never, {
      images: source,
    });
    expect(Object.keys(unzipSync(rendered.toBuffer()))).toContain(SAMPLE);
  });

  it('is left out only when every frame showing it is filled', async () => {
    const bytes = template({
      [SLIDE1]: (xml) => {
        const copy = (xml.match(/<p:pic>.*?<\/p:pic>/)?.[0] ?? '').replace(PICTURE, 'descr="{{%badge}}"');
        return tagged('{{%logo}}')(xml).replace('</p:spTree>', `${copy}</p:spTree>`);
      },
    });
    const one = await render(bytes, { logo: 'green.png', badge: '' });
    expect(one.has(SAMPLE)).toBe(true);
    expect(one.get(SLIDE1)).toContain('r:embed="rId2"');
    const both = await render(bytes, { logo: 'green.png', badge: 'green.png' });
    expect(both.has(SAMPLE)).toBe(false);
    expect(both.get(SLIDE1_RELS)).not.toContain('Id="rId2"');
  });

  it('is kept on a repeated slide while one copy keeps it', async () => {
    const bytes = template({
      [SLIDE1]: (xml) => tagged('{{%photo}}')(xml).replace('<a:t>jpg</a:t>', '<a:t>{{:people}}jpg</a:t>'),
    });
    const some = await render(bytes, { people: [{ photo: 'a.png' }, { photo: '' }] });
    expect(some.has(SAMPLE)).toBe(true);
    expect([...some.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(3);
    const all = await render(bytes, { people: [{ photo: 'a.png' }, { photo: 'b.png' }] });
    expect(all.has(SAMPLE)).toBe(false);
  });
});

describe('the alt text of a filled picture', () => {
  const descrOf = async (tag: string, logo: string) => {
    const parts = await render(template({ [SLIDE1]: tagged(tag) }), { logo });
    return /<p:cNvPr id="6" name="Grafik 5" descr="([^"]*)"/.exec(parts.get(SLIDE1) ?? '')?.[1];
  };

  it("is the tag's alt option, escaped", async () => {
    expect(await descrOf('{{%logo | alt:&quot;Company logo&quot;}}', 'green.png')).toBe('Company logo');
    expect(await descrOf("{{%logo | cover | alt:'A &amp; B &lt;c&gt;'}}", 'green.png')).toBe(
      'A &amp; B &lt;c&gt;',
    );
  });

  it("is otherwise the image value's file name", async () => {
    expect(await descrOf('{{%logo}}', 'logos/acme.png')).toBe('acme.png');
    expect(await descrOf('{{%logo}}', 'https://example.com/img/acme%20logo.png?size=2')).toBe(
      'acme logo.png',
    );
    expect(await descrOf('{{%logo}}', 'data:image/png;base64,AAAA')).toBe('');
  });

  it("keeps the words the template wrote around the tag, and the sample's when nothing is placed", async () => {
    expect(await descrOf('Company logo {{%logo}}', 'logos/acme.png')).toBe('Company logo');
    expect(await descrOf('{{%logo | alt:&quot;Logo&quot;}}', '')).toBe('');
  });

  it('is added to a shape turned into a picture', async () => {
    const shape =
      '<p:sp><p:nvSpPr><p:cNvPr id="30" name="Frame 30"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>' +
      '<a:xfrm><a:off x="1000" y="2000"/><a:ext cx="4000" cy="4000"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/>' +
      '<a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>{{%logo}}</a:t></a:r></a:p></p:txBody></p:sp>';
    const parts = await render(
      template({ [SLIDE1]: (xml) => xml.replace('</p:spTree>', `${shape}</p:spTree>`) }),
      { logo: 'logos/acme.png' },
    );
    expect(parts.get(SLIDE1)).toContain('<p:cNvPr id="30" name="Frame 30" descr="acme.png"/>');
  });
});

describe('a template part under the name a row picture gets', () => {
  const planted = new Uint8Array(solidPng(8, 8, [200, 10, 10]));
  const withPart = (name: string) => {
    const files = unzipSync(template({ [SLIDE1]: tagged('{{%logo}}') }));
    files[name] = planted;
    return zipSync(files);
  };
  async function mediaOf(image: typeof green) {
    const name = `ppt/media/deckmill-image-${image.hash.slice(0, 16)}.png`;
    const rendered = await compileTemplate(withPart(name)).render({ logo: 'green.png' } as never, {
      images: { resolve: async () => ({ ok: true, image }) },
    });
    const files = unzipSync(rendered.toBuffer());
    return { bytes: files[name], copies: Object.keys(files).filter((part) => part === name).length };
  }

  it('stays for a picture named by its bytes: a template made from a Deckmill deck holds that very picture', async () => {
    const { bytes, copies } = await mediaOf(green);
    expect(copies).toBe(1);
    expect(Buffer.from(bytes).equals(planted)).toBe(true);
  });

  it('gives way to a picture named by its archive entry, whose name says nothing of the bytes', async () => {
    const { bytes, copies } = await mediaOf({ ...green, hash: 'ab'.repeat(32), hashedFrom: 'entry' });
    expect(copies).toBe(1);
    expect(Buffer.from(bytes).equals(green.bytes)).toBe(true);
  });
});
