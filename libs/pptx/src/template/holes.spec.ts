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
  // Every character the general path changes, beside ones it keeps (a surrogate pair, CJK, accents).
  const ALPHABET = [
    'a',
    ' ',
    'é',
    '東',
    '\u{1F600}',
    '\ud800',
    '\udc00',
    '\t',
    '\r',
    '\n',
    '&',
    '<',
    '>',
    '"',
  ];
  const CONTROLS = ['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\ufffd', '\ufffe', '\uffff'];
  const LINE_BREAK = '</a:t></a:r><a:br/><a:r><a:t>';

  /** The general path for every value: cleaned, escaped, line breaks replaced. */
  function generalRun(raw: string, lineBreak: string, wholeRun?: { before: string; after: string }) {
    const value = cleanValue(raw);
    const text = escapeXmlText(value).split('\n').join(lineBreak);
    if (!wholeRun) return text;
    return value === '' ? '' : wholeRun.before + text + wholeRun.after;
  }

  function valueContext(value: string): HoleContext {
    return { ...context([{ value }]), values: new Map([['value', value]]) };
  }

  it('are written exactly as the general path writes them, whatever characters they hold', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const characters = [...ALPHABET, ...CONTROLS];
    const wholeRun = { before: '<a:r><a:t>', after: '</a:t></a:r>' };
    for (let sample = 0; sample < 5_000; sample += 1) {
      const length = random(6);
      let raw = '';
      // Half the samples are plain text only, the case the shortcut takes.
      const pool = sample % 2 === 0 ? ['a', ' ', 'é', '東', '\u{1F600}'] : characters;
      for (let at = 0; at < length; at += 1) raw += pool[random(pool.length)];
      const values = valueContext(raw);
      for (const lineBreak of [LINE_BREAK, '']) {
        expect(renderHole({ kind: 'run', key: 'value', lineBreak }, values)).toBe(generalRun(raw, lineBreak));
        expect(renderHole({ kind: 'run', key: 'value', lineBreak, wholeRun }, values)).toBe(
          generalRun(raw, lineBreak, wholeRun),
        );
      }
      expect(renderHole({ kind: 'text', key: 'value' }, values)).toBe(escapeXmlText(cleanValue(raw)));
    }
  });

  it('still lose what XML cannot hold and escape what it must', () => {
    const run: Hole = { kind: 'run', key: 'value', lineBreak: '<br/>' };
    expect(renderHole(run, valueContext('a\u0000&b\r\nc\ud800'))).toBe('a&amp;b<br/>c');
    expect(renderHole(run, valueContext('Ann & Bob'))).toBe('Ann &amp; Bob');
    expect(renderHole(run, valueContext('plain'))).toBe('plain');
  });
});
