import { csvCell, csvLine, neutraliseFormula } from './csv-cell';

describe('CSV cells of the exports', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['  =1', "'  =1"],
    ['\t1', "'\t1"],
    ['\r1', "'\r1"],
    ['\n=1', "'\n=1"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j as %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it('quotes every cell by default, and only where needed when asked', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell(7, 'needed')).toBe('7');
    expect(csvCell(undefined, 'needed')).toBe('');
    expect(csvCell('a,b', 'needed')).toBe('"a,b"');
    expect(csvCell({ a: 1 }, 'needed')).toBe('"{""a"":1}"');
    expect(csvCell('=1+1', 'needed')).toBe("'=1+1");
  });

  it('writes numbers as numbers: a negative one is no formula', () => {
    expect(csvCell(-5, 'needed')).toBe('-5');
    expect(csvCell(-0.5)).toBe('"-0.5"');
    expect(csvCell('-5', 'needed')).toBe("'-5");
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1], 'needed')).toBe('a,1\r\n');
  });
});
