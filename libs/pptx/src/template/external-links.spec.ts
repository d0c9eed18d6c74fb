import { buildZip } from '../../test/support/build-zip';
import { DEFAULT_LIMITS } from '../limits';
import { inflateEntry, readZip } from '../template-zip';
import { NEUTRAL_TARGET, neutraliseExternalLinks } from './external-links';

const SLIDE_RELS = 'ppt/slides/_rels/slide1.xml.rels';

function rels(...relationships: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    relationships.join('') +
    '</Relationships>'
  );
}

function partsOf(bytes: Uint8Array): Map<string, string> {
  return new Map(
    readZip(bytes, DEFAULT_LIMITS).map((entry) => [
      entry.name,
      Buffer.from(inflateEntry(entry)).toString('utf8'),
    ]),
  );
}

function neutralised(relsXml: string | Buffer): string {
  const deck = buildZip([
    { name: 'ppt/slides/slide1.xml', data: '<p:sld/>' },
    { name: SLIDE_RELS, data: relsXml },
  ]);
  const part = partsOf(neutraliseExternalLinks(deck)).get(SLIDE_RELS);
  if (part === undefined) throw new Error('the relationship part went missing');
  return part;
}

describe('neutraliseExternalLinks', () => {
  it('replaces every external target (linked picture, OLE link, hyperlink) and keeps internal ones', () => {
    const part = neutralised(
      rels(
        '<Relationship Id="rId1" Type="…/image" Target="file:///etc/passwd" TargetMode="External"/>',
        '<Relationship Id="rId2" Type="…/oleObject" TargetMode="External" Target="http://169.254.169.254/latest/meta-data/"/>',
        '<Relationship Id="rId3" Type="…/hyperlink" Target="mailto:{{email}}" TargetMode="External"/>',
        '<Relationship Id="rId4" Type="…/image" Target="../media/image1.png"/>',
      ),
    );
    expect(part).not.toMatch(/passwd|169\.254|mailto/);
    expect(part.match(/Target="about:blank"/g)).toHaveLength(3);
    expect(part).toContain('Id="rId4" Type="…/image" Target="../media/image1.png"');
    expect(part).toContain('Id="rId2" Type="…/oleObject" TargetMode="External"');
  });

  it('also catches outside targets not marked External, however they are spelled', () => {
    const part = neutralised(
      rels(
        '<Relationship Id="rId1" Target="&#102;ile:///etc/shadow"/>',
        '<Relationship Id="rId2" Target="\tHTTP://internal.example/"/>',
        '<Relationship Id="rId3" Target="//attacker.example/share/x.png"/>',
        "<Relationship Id='rId4' Target='\\\\smb-host\\share\\x.png'/>",
        '<Relationship Id="rId5" Target="../media/image2.png" TargetMode="external"/>',
      ),
    );
    expect(part).not.toMatch(/shadow|internal\.example|attacker|smb-host|image2/);
    expect(part.match(/about:blank/g)).toHaveLength(5);
  });

  it('rewrites a UTF-16 relationship part as UTF-8 with its declaration changed to match', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        rels('<Relationship Id="rId1" Target="file:///etc/passwd" TargetMode="External"/>').replace(
          'UTF-8',
          'UTF-16',
        ),
        'utf16le',
      ),
    ]);
    const part = neutralised(utf16);
    expect(part).toContain('encoding="UTF-8"');
    expect(part).toContain(`Target="${NEUTRAL_TARGET}"`);
    expect(part).not.toContain('passwd');
  });

  it('copies a deck without outside targets part for part, byte for byte', () => {
    const parts = [
      { name: 'ppt/slides/slide1.xml', data: '<p:sld>{{name}}</p:sld>' },
      { name: SLIDE_RELS, data: rels('<Relationship Id="rId1" Target="../media/a.png"/>') },
      { name: 'ppt/media/a.png', data: 'png bytes', deflate: false },
    ];
    const copy = readZip(neutraliseExternalLinks(buildZip(parts)), DEFAULT_LIMITS);
    const source = readZip(buildZip(parts), DEFAULT_LIMITS);
    expect(copy.map((entry) => [entry.name, Buffer.from(entry.compressed).toString('hex')])).toEqual(
      source.map((entry) => [entry.name, Buffer.from(entry.compressed).toString('hex')]),
    );
  });

  it('refuses what the engine refuses (not a ZIP)', () => {
    expect(() => neutraliseExternalLinks(Buffer.from('not a deck'))).toThrow(
      expect.objectContaining({ code: 'not_a_zip' }),
    );
  });
});
