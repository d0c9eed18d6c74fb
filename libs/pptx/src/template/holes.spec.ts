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
