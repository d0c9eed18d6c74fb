import { seededRandom } from '@deckmill/testing';
import { cleanValue, escapeXmlText } from '../xml/xml-text';
import { fillPart, renderHole, type Hole, type HoleContext } from './holes';

const deck = { name: 'Deck', team: 'Ops', region: 'World' };
const item = { name: 'Ann', region: null };

function context(scope: HoleContext['scope']): HoleContext {
  return {
    values: new Map([
      ['name', 'Deck'],
      ['team', 'Ops'],
      ['region', 'World'],
    ]),
    watermark: false,
    scope,
    locale: 'en-US',
    notes: [],
    findings: [],
  };
}

describe('plain tags', () => {
  const text: Hole = { kind: 'text', key: 'name' };

  it('answer from the deck when no item is in scope (the flat fast path)', () => {
    expect(renderHole(text, context([deck]))).toBe('Deck');
  });

  it('answer from the item in scope first, then from the deck, as filtered tags do', () => {
    const inItem = context([deck, item]);
    expect(renderHole(text, inItem)).toBe('Ann');
    expect(renderHole({ kind: 'text', key: 'team' }, inItem)).toBe('Ops');
    expect(
      renderHole(
        { kind: 'text', key: 'name', value: { path: ['name'], filters: [{ name: 'upper' }] } },
        inItem,
      ),
    ).toBe('ANN');
    // A field the item has, even empty, hides the deck's.
    expect(renderHole({ kind: 'text', key: 'region' }, inItem)).toBe('');
  });

  it('fill every kind of hole of a part (runs, chart text, URLs) from the item', () => {
    const part = {
      literals: ['<a:t>', '</a:t><c:v>', '</c:v><r Target="', '"/>'],
      holes: [
        { kind: 'run', key: 'name', lineBreak: '' },
        { kind: 'text', key: 'name' },
        { kind: 'url', key: 'name', wholeUrl: false },
      ] as Hole[],
    };
    expect(fillPart(part, context([deck, item]))).toBe('<a:t>Ann</a:t><c:v>Ann</c:v><r Target="Ann"/>');
  });
});

describe('values written as they are', () => {
  const LINE_BREAK = '</a:t></a:r><a:br/><a:r><a:t>';
  const wholeRun = { before: '<a:r><a:t>', after: '</a:t></a:r>' };

  /** The general path for every value: cleaned, escaped, line breaks replaced. */
  function generalRun(raw: string, lineBreak: string, whole?: { before: string; after: string }) {
    const value = cleanValue(raw);
    const text = escapeXmlText(value).split('\n').join(lineBreak);
    if (!whole) return text;
    return value === '' ? '' : whole.before + text + whole.after;
  }

  function valueContext(value: string): HoleContext {
    return { ...context([{ value }]), values: new Map([['value', value]]) };
  }

  /** Each way a value is written, against the general path. */
  function expectAsGeneral(raw: string): void {
    const values = valueContext(raw);
    for (const lineBreak of [LINE_BREAK, '']) {
      expect(renderHole({ kind: 'run', key: 'value', lineBreak }, values)).toBe(generalRun(raw, lineBreak));
      expect(renderHole({ kind: 'run', key: 'value', lineBreak, wholeRun }, values)).toBe(
        generalRun(raw, lineBreak, wholeRun),
      );
    }
    expect(renderHole({ kind: 'text', key: 'value' }, values)).toBe(escapeXmlText(cleanValue(raw)));
  }

  it('are written as the general path writes them, for every UTF-16 code unit between two letters', () => {
    // A character the shortcut should have left to the general path, anywhere in a range, fails here.
    const differing: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const raw = `a${String.fromCharCode(unit)}b`;
      const values = valueContext(raw);
      const run = renderHole({ kind: 'run', key: 'value', lineBreak: LINE_BREAK, wholeRun }, values);
      const text = renderHole({ kind: 'text', key: 'value' }, values);
      if (run !== generalRun(raw, LINE_BREAK, wholeRun) || text !== escapeXmlText(cleanValue(raw)))
        differing.push(unit);
    }
    expect(differing).toEqual([]);
  });

  it('are written as the general path writes them, for random mixes of the characters it changes and keeps', () => {
    // Kept: letters, accents, CJK, a surrogate pair, tab, quote, U+FFFD, C1 controls; changed: the rest.
    const kept = ['a', ' ', 'é', '東', '\u{1F600}', '\t', '"', '\ufffd', '\u0085', '\ud7ff', '\ue000'];
    const changed = ['\r', '\n', '&', '<', '>', '\u0000', '\u0007', '\u000b', '\u001f', '\ud800', '\udfff'];
    const characters = [...kept, ...changed, '\ufffe', '\uffff'];
    const next = seededRandom(7);
    const random = (below: number) => Math.floor(next() * below);
    for (let sample = 0; sample < 5_000; sample += 1) {
      const pool = sample % 2 === 0 ? kept : characters;
      let raw = '';
      for (let at = random(7); at > 0; at -= 1) raw += pool[random(pool.length)];
      expectAsGeneral(raw);
    }
  });

  it('still lose what XML cannot hold and escape what it must', () => {
    const run: Hole = { kind: 'run', key: 'value', lineBreak: '<br/>' };
    expect(renderHole(run, valueContext('a\u0000&b\r\nc\ud800'))).toBe('a&amp;b<br/>c');
    expect(renderHole(run, valueContext('Ann & Bob'))).toBe('Ann &amp; Bob');
    expect(renderHole(run, valueContext('plain'))).toBe('plain');
  });
});
