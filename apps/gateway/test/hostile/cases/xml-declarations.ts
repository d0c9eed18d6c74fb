import { strToU8 } from 'fflate';
import { alteredDeck, declare } from '../harness/decks';
import type { HostileCase } from '../harness/hostile-case';

const DECLARATIONS = /DOCTYPE or ENTITY/;

const BILLION_LAUGHS =
  '<!DOCTYPE p:sld [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
  '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">' +
  '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>';

/** XXE, billion laughs and plain DOCTYPEs, in every kind of part the engine reads. */
export const cases: HostileCase[] = [
  {
    name: 'XXE: SYSTEM entity reading /etc/passwd in the presentation part',
    build: () =>
      alteredDeck((parts) =>
        declare(
          parts,
          'ppt/presentation.xml',
          '<!DOCTYPE p:presentation [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        ),
      ),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'XXE: external parameter entity fetched over the network in a slide',
    build: () =>
      alteredDeck((parts) =>
        declare(
          parts,
          'ppt/slides/slide1.xml',
          '<!DOCTYPE p:sld [<!ENTITY % remote SYSTEM "http://169.254.169.254/latest/"> %remote;]>',
        ),
      ),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'billion laughs in a slide',
    build: () => alteredDeck((parts) => declare(parts, 'ppt/slides/slide1.xml', BILLION_LAUGHS)),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'billion laughs in a relationships part',
    build: () => alteredDeck((parts) => declare(parts, 'ppt/_rels/presentation.xml.rels', BILLION_LAUGHS)),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'a bare DOCTYPE in [Content_Types].xml',
    build: () => alteredDeck((parts) => declare(parts, '[Content_Types].xml', '<!DOCTYPE Types>')),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'a DOCTYPE in a slide layout',
    build: () =>
      alteredDeck((parts) =>
        declare(parts, 'ppt/slideLayouts/slideLayout1.xml', '<!DOCTYPE x SYSTEM "x.dtd">'),
      ),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'a DOCTYPE in a UTF-16 part',
    build: () =>
      alteredDeck((parts) => {
        const xml = '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>';
        parts['ppt/slides/slide2.xml'] = Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(xml, 'utf16le'),
        ]);
      }),
    expect: { status: 422, message: DECLARATIONS },
  },
  {
    name: 'an ENTITY declared in docProps/core.xml',
    build: () =>
      alteredDeck((parts) => {
        parts['docProps/core.xml'] = strToU8('<?xml version="1.0"?><!DOCTYPE c [<!ENTITY e "x">]><c>&e;</c>');
      }),
    expect: { status: 422, message: DECLARATIONS },
  },
];
