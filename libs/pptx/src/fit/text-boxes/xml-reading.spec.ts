import { strFromU8, unzipSync } from 'fflate';
import { fixtureNames, readFixture } from '../../../test/support/fixtures';
import { elementSpans } from '../../images/image-xml';
import { scanElements } from './xml-reading';

describe('scanElements', () => {
  it('reads every slide, layout and master of the fixture decks as the lexer-based elementSpans does', () => {
    let parts = 0;
    for (const name of fixtureNames()) {
      const files = unzipSync(readFixture(name));
      for (const [part, bytes] of Object.entries(files)) {
        if (!/^ppt\/(slides|slideLayouts|slideMasters)\/[^/]+\.xml$/.test(part)) continue;
        const xml = strFromU8(bytes);
        expect(scanElements(xml)).toEqual(elementSpans(xml));
        parts++;
      }
    }
    expect(parts).toBeGreaterThan(50);
  });

  it('keeps a `>` inside an attribute value, comments and CDATA out of the elements', () => {
    const xml = `<a:p><!-- <a:x/> --><a:r title="a > b" alt='c/>'><a:t><![CDATA[<a:y/>]]></a:t></a:r><a:br/></a:p>`;
    expect(scanElements(xml).map(({ name, parent }) => [name, parent])).toEqual([
      ['a:p', -1],
      ['a:r', 0],
      ['a:t', 1],
      ['a:br', 0],
    ]);
    expect(scanElements(xml)).toEqual(elementSpans(xml));
  });
});
