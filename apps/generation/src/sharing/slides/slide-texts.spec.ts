import { zipSync, strToU8 } from 'fflate';
import { deckSlideTexts, slideText } from './slide-texts';

const slide = (body: string, attributes = '') =>
  `<?xml version="1.0"?><p:sld xmlns:a="a" xmlns:p="p"${attributes}><p:cSld><p:spTree>${body}</p:spTree></p:cSld></p:sld>`;
const paragraph = (...runs: string[]) =>
  `<a:p>${runs.map((run) => `<a:r><a:t>${run}</a:t></a:r>`).join('')}</a:p>`;

describe("a deck's slide text for screen readers", () => {
  it('reads one paragraph a line, runs joined, entities decoded, empty paragraphs left out', () => {
    expect(
      slideText(
        slide(paragraph('Offer for ', 'Northwind &amp; Co') + '<a:p></a:p>' + paragraph('&#8364;18')),
      ),
    ).toBe('Offer for Northwind & Co\n€18');
  });

  it('follows the presentation order, not the part names, and leaves hidden slides out', () => {
    const deck = zipSync({
      'ppt/presentation.xml': strToU8(
        '<p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId id="256" r:id="rId3"/><p:sldId id="257" r:id="rId2"/><p:sldId id="258" r:id="rId4"/></p:sldIdLst></p:presentation>',
      ),
      'ppt/_rels/presentation.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId2" Target="slides/slide1.xml"/><Relationship Id="rId3" Target="slides/slide2.xml"/><Relationship Id="rId4" Target="slides/slide3.xml"/></Relationships>',
      ),
      'ppt/slides/slide1.xml': strToU8(slide(paragraph('Second'))),
      'ppt/slides/slide2.xml': strToU8(slide(paragraph('First'))),
      'ppt/slides/slide3.xml': strToU8(slide(paragraph('Hidden'), ' show="0"')),
    });
    expect(deckSlideTexts(deck)).toEqual(['First', 'Second']);
  });
});
