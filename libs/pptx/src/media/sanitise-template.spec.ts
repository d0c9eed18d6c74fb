import { gzipSync } from 'node:zlib';
import { buildZip, type TestEntry } from '../../test/support/build-zip';
import { DEFAULT_LIMITS } from '../limits';
import { inflateEntry, readZip } from '../template-zip';
import { sanitiseTemplate } from './sanitise-template';

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MS = 'http://schemas.microsoft.com/office/2006/relationships';

const CONTENT_TYPES =
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="bin" ContentType="application/vnd.ms-office.activeX"/>' +
  '<Default Extension="svg" ContentType="image/svg+xml"/>' +
  '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml"/>' +
  '<Override PartName="/ppt/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>' +
  '<Override PartName="/ppt/activeX/activeX1.xml" ContentType="application/vnd.ms-office.activeX+xml"/>' +
  '<Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>' +
  '</Types>';

function rels(...relationships: string[]): string {
  return `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
}

function macroDeck(extra: TestEntry[] = []): Uint8Array {
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: rels(
        `<Relationship Id="rId1" Type="${R}/slide" Target="slides/slide1.xml"/>`,
        `<Relationship Id="rId9" Type="${MS}/vbaProject" Target="vbaProject.bin"/>`,
      ),
    },
    { name: 'ppt/vbaProject.bin', data: Buffer.from('d0cf11e0a1b11ae1', 'hex') },
    { name: 'ppt/_rels/vbaProject.bin.rels', data: rels() },
    { name: 'ppt/activeX/activeX1.xml', data: '<ax:ocx/>' },
    { name: 'ppt/activeX/activeX1.bin', data: 'binary' },
    {
      name: 'ppt/slides/slide1.xml',
      data: '<p:sld><p:cSld><p:spTree/><p:controls><p:control r:id="rId2"/></p:controls></p:cSld></p:sld>',
      deflate: true,
    },
    {
      name: 'ppt/slides/_rels/slide1.xml.rels',
      data: rels(`<Relationship Id="rId2" Type="${R}/control" Target="../activeX/activeX1.xml"/>`),
    },
    ...extra,
  ]);
}

function partsOf(bytes: Uint8Array): Map<string, string> {
  return new Map(
    readZip(bytes, DEFAULT_LIMITS).map((entry) => [
      entry.name,
      Buffer.from(inflateEntry(entry)).toString('utf8'),
    ]),
  );
}

describe('sanitiseTemplate', () => {
  it('removes VBA and ActiveX parts with their relationships, content types and controls', () => {
    const result = sanitiseTemplate(macroDeck());
    expect(result.removed).toEqual(['macros']);
    const parts = partsOf(result.bytes);
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      'ppt/_rels/presentation.xml.rels',
      'ppt/presentation.xml',
      'ppt/slides/_rels/slide1.xml.rels',
      'ppt/slides/slide1.xml',
    ]);
    const types = parts.get('[Content_Types].xml') ?? '';
    expect(types).not.toMatch(/vbaProject|activeX|macroEnabled/);
    expect(types).toContain(
      '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>',
    );
    expect(parts.get('ppt/_rels/presentation.xml.rels')).toBe(
      rels(`<Relationship Id="rId1" Type="${R}/slide" Target="slides/slide1.xml"/>`),
    );
    expect(parts.get('ppt/slides/_rels/slide1.xml.rels')).toBe(rels());
    expect(parts.get('ppt/slides/slide1.xml')).toBe('<p:sld><p:cSld><p:spTree/></p:cSld></p:sld>');
  });

  it('answers the very bytes of a deck with nothing to remove', () => {
    const deck = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'ppt/media/image1.svg', data: '<svg><use href="#a"/></svg>' },
    ]);
    expect(sanitiseTemplate(deck)).toEqual({ bytes: deck, removed: [] });
  });

  it('cleans SVG pictures by content, whatever their name, also gzipped', () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>';
    const deck = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'ppt/media/image1.png', data: evil, deflate: true },
      { name: 'ppt/media/image2.svgz', data: gzipSync(evil) },
    ]);
    const result = sanitiseTemplate(deck);
    expect(result.removed).toEqual(['media-references']);
    const parts = partsOf(result.bytes);
    expect(parts.get('ppt/media/image1.png')).toBe('<svg xmlns="http://www.w3.org/2000/svg"><image/></svg>');
    expect(parts.get('ppt/media/image2.svgz')).toBe('<svg xmlns="http://www.w3.org/2000/svg"><image/></svg>');
  });

  it('unlinks linked OLE objects and keeps hyperlinks', () => {
    const hyperlink = `<Relationship Id="rId3" Type="${R}/hyperlink" Target="https://example.com" TargetMode="External"/>`;
    const deck = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      {
        name: 'ppt/slides/_rels/slide1.xml.rels',
        data: rels(
          `<Relationship Id="rId2" Type="${R}/oleObject" Target="file:///\\\\attacker\\share\\book.xlsx" TargetMode="External"/>`,
          hyperlink,
        ),
      },
    ]);
    const result = sanitiseTemplate(deck);
    expect(result.removed).toEqual(['ole-links']);
    expect(partsOf(result.bytes).get('ppt/slides/_rels/slide1.xml.rels')).toBe(
      rels(
        `<Relationship Id="rId2" Type="${R}/oleObject" Target="about:blank" TargetMode="External"/>`,
        hyperlink,
      ),
    );
  });

  it('still says a legacy .ppt is one', () => {
    expect(() => sanitiseTemplate(Buffer.from('d0cf11e0a1b11ae1' + '00'.repeat(600), 'hex'))).toThrow(
      /97-2003/,
    );
  });
});
