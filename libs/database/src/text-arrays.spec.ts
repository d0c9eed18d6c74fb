import { types } from 'pg';
import { seededRandom } from '@deckmill/testing';
import { parseFlatTextArray, readTextArraysFlat, textArrayParser } from './text-arrays';

/** PostgreSQL's type ids of text[] and varchar[] (pg's typings list only scalar types). */
type TypeId = Parameters<typeof types.getTypeParser>[0];
const TEXT_ARRAY = 1009 as TypeId;
const VARCHAR_ARRAY = 1015 as TypeId;
/** pg's own text[] parser (postgres-array), taken before this file installs the flat one. */
const general = types.getTypeParser(TEXT_ARRAY, 'text') as (literal: string) => unknown;
const parse = textArrayParser(general);

/** An element as PostgreSQL's array_out writes it: quoted when empty, NULL-like, or holding a delimiter. */
function element(value: string | null): string {
  if (value === null) return 'NULL';
  const quoted = value === '' || /^null$/i.test(value) || /[{}",\\\s]/.test(value);
  return quoted ? `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"` : value;
}

const literalOf = (values: ReadonlyArray<string | null>) => `{${values.map(element).join(',')}}`;

const PIECES = ['a', 'Zé', '漢', '😀', ' ', '"', '\\', ',', '{', '}', 'NULL', 'null', '\n', '\t', 'x y', '→'];

function randomValues(next: () => number): Array<string | null> {
  return Array.from({ length: Math.floor(next() * 8) }, () => {
    if (next() < 0.1) return null;
    return Array.from(
      { length: Math.floor(next() * 5) },
      () => PIECES[Math.floor(next() * PIECES.length)],
    ).join('');
  });
}

describe('text[] literals read flat', () => {
  it('reads what PostgreSQL writes exactly as pg does, on 5,000 random arrays', () => {
    const next = seededRandom(46);
    for (let index = 0; index < 5_000; index++) {
      const values = randomValues(next);
      const literal = literalOf(values);
      expect({ literal, parsed: parseFlatTextArray(literal) }).toEqual({ literal, parsed: values });
      expect(parse(literal)).toEqual(general(literal));
    }
  });

  it('reads the common shapes', () => {
    expect(parseFlatTextArray('{}')).toEqual([]);
    expect(parseFlatTextArray('{pptx}')).toEqual(['pptx']);
    expect(parseFlatTextArray('{pptx,pdf}')).toEqual(['pptx', 'pdf']);
    expect(parseFlatTextArray('{"",NULL,"NULL"}')).toEqual(['', null, 'NULL']);
    expect(parseFlatTextArray('{"Slide 1, \\"Text 3\\": overflows"}')).toEqual([
      'Slide 1, "Text 3": overflows',
    ]);
    expect(parseFlatTextArray('{"a\\\\b"}')).toEqual(['a\\b']);
  });

  it('leaves nested arrays, explicit bounds and literals it does not expect to pg', () => {
    for (const literal of [
      '{{a,b},{c,d}}',
      '[0:1]={a,b}',
      '{a,,b}',
      '{"a"b}',
      '{"open}',
      '{a',
      'a}',
      '{a"b}',
    ]) {
      expect(parseFlatTextArray(literal)).toBeUndefined();
    }
    expect(parse('{{a,b},{c,d}}')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parse('[0:1]={a,b}')).toEqual(['a', 'b']);
  });

  it('answers null for a null value, as pg does', () => {
    expect(parse('')).toBeNull();
  });

  it('is what pg uses for text[] and varchar[] once installed', () => {
    readTextArraysFlat();
    for (const oid of [TEXT_ARRAY, VARCHAR_ARRAY]) {
      const installed = types.getTypeParser(oid, 'text') as (literal: string) => unknown;
      expect(installed).not.toBe(general);
      expect(installed('{"a,b",NULL,c}')).toEqual(['a,b', null, 'c']);
    }
  });
});
