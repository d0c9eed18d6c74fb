import { strToU8, zipSync } from 'fflate';
import { fontDeck, textXml } from '../../test/support/font-decks';
import { MAX_REQUESTED_FONTS, fontRequests } from './font-requests';

const OFFICE = { major: 'Calibri Light', minor: 'Calibri' };

describe('fontRequests', () => {
  it("names the theme's major and minor latin fonts, then the typefaces of masters, layouts and slides", () => {
    const deck = fontDeck([
      {
        theme: OFFICE,
        master: textXml([{ latin: 'Georgia' }]),
        layout: textXml([{ latin: 'Courier New' }]),
        slides: [textXml([{ latin: 'Arial', ea: 'MS Mincho', cs: 'Mangal' }])],
      },
    ]);
    expect(fontRequests(deck)).toEqual([
      'Calibri Light',
      'Calibri',
      'Georgia',
      'Courier New',
      'Arial',
      'MS Mincho',
      'Mangal',
    ]);
  });

  it('resolves +mj-lt and +mn-ea references against the theme of the part’s own master', () => {
    const deck = fontDeck([
      { theme: OFFICE, slides: [textXml([{ latin: '+mj-lt' }])] },
      {
        theme: { major: 'Deckmill Missing Font', minor: 'Verdana', majorEa: 'Yu Gothic' },
        slides: [textXml([{ latin: '+mn-lt', ea: '+mj-ea', cs: '+mj-cs' }])],
      },
    ]);
    // The empty complex-script face of the theme adds nothing; no reference is left unresolved.
    expect(fontRequests(deck)).toEqual([
      'Calibri Light',
      'Calibri',
      'Deckmill Missing Font',
      'Verdana',
      'Yu Gothic',
    ]);
  });

  it('lists each family once, ignoring case, empty typefaces and unknown references', () => {
    const deck = fontDeck([
      {
        theme: OFFICE,
        slides: [
          textXml([{ latin: 'calibri' }, { latin: '' }, { latin: '+xx-lt' }, { ea: 'Arial' }]),
          textXml([{ latin: 'ARIAL' }, { cs: 'Tahoma &amp; Co' }]),
        ],
      },
    ]);
    expect(fontRequests(deck)).toEqual(['Calibri Light', 'Calibri', 'Arial', 'Tahoma & Co']);
  });

  it('reads slides in number order and ignores notes, charts and other parts', () => {
    const slides = Array.from({ length: 11 }, (_, index) => textXml([{ latin: `Font ${index + 1}` }]));
    const requested = fontRequests(fontDeck([{ theme: OFFICE, slides }]));
    expect(requested.slice(2)).toEqual(slides.map((_, index) => `Font ${index + 1}`));
    const notes = zipSync({
      'ppt/notesSlides/notesSlide1.xml': strToU8('<p:notes><a:latin typeface="Papyrus"/></p:notes>'),
      'ppt/presentation.xml': strToU8('<p:presentation/>'),
    });
    expect(fontRequests(notes)).toEqual([]);
  });

  it(`stops at ${MAX_REQUESTED_FONTS} families however many a deck names`, () => {
    const runs = Array.from({ length: 500 }, (_, index) => ({ latin: `Font ${index}` }));
    expect(fontRequests(fontDeck([{ theme: OFFICE, slides: [textXml(runs)] }]))).toHaveLength(
      MAX_REQUESTED_FONTS,
    );
  });

  it('drops control characters, so a family never spans two lines of the fc-match input', () => {
    const deck = fontDeck([{ theme: OFFICE, slides: [textXml([{ latin: 'Evil&#10;Font&#9;' }])] }]);
    expect(fontRequests(deck)).toContain('EvilFont');
  });
});
