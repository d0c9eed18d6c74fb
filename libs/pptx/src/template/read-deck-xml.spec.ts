import { buildZip } from '../../test/support/build-zip';
import { DEFAULT_LIMITS } from '../limits';
import { readDeckXml } from './read-deck-xml';

describe('readDeckXml', () => {
  const deck = buildZip([
    { name: 'ppt/theme/theme1.xml', data: '<a:theme/>', deflate: true },
    { name: 'ppt/slides/slide1.xml', data: '<p:sld/>' },
    { name: 'ppt/media/image1.png', data: 'not xml' },
  ]);

  it('answers the text of the wanted XML parts only', () => {
    expect(readDeckXml(deck, (name) => name.startsWith('ppt/theme/'))).toEqual(
      new Map([['ppt/theme/theme1.xml', '<a:theme/>']]),
    );
  });

  it("keeps the engine's limits: no DOCTYPE, no part over its size", () => {
    const doctype = buildZip([{ name: 'ppt/slides/slide1.xml', data: '<!DOCTYPE x><p:sld/>' }]);
    expect(() => readDeckXml(doctype, () => true)).toThrow(
      expect.objectContaining({ code: 'doctype_forbidden' }),
    );
    const tight = {
      ...DEFAULT_LIMITS,
      maxXmlPartBytesByKind: { ...DEFAULT_LIMITS.maxXmlPartBytesByKind, slide: 4 },
    };
    expect(() => readDeckXml(deck, () => true, tight)).toThrow(
      expect.objectContaining({ code: 'too_large' }),
    );
  });
});
