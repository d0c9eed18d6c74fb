import { syntaxErrorOffset, topLevelItemLines } from './json-positions';

describe('syntaxErrorOffset', () => {
  it.each([
    ['[{"a":1}]', -1],
    ['[ {"a": [1, 2.5e3, true, null, "x\\"y"]}, {} ]', -1],
    ['[{"a":}]', 6],
    ['[{"a":1,}]', 8],
    ['[1 2]', 3],
    ['[{"a" 1}]', 6],
    ['[{a:1}]', 2],
    ['[1]x', 3],
    ['["ab', 4],
    ['[', 1],
  ])('finds where %s goes wrong', (text, offset) => {
    expect(syntaxErrorOffset(text)).toBe(offset);
    if (offset === -1) expect(() => JSON.parse(text)).not.toThrow();
    else expect(() => JSON.parse(text)).toThrow();
  });
});

describe('topLevelItemLines', () => {
  it('gives the line each item starts on, strings with brackets included', () => {
    expect(topLevelItemLines('[\n {"a":"[,"},\n\n 2,\n [3]\n]')).toEqual([2, 4, 5]);
  });
});
