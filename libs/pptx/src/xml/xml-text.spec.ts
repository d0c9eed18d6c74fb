import { cleanValue } from './xml-text';

/** The general path, character by character: what cleanValue must give whether or not it takes its shortcut. */
function cleanedByCharacter(value: string): string {
  let clean = '';
  for (const char of value.replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const isXmlChar =
      codePoint === 0x9 ||
      codePoint === 0xa ||
      codePoint === 0xd ||
      (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
      (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
      (codePoint >= 0x10000 && codePoint <= 0x10ffff);
    if (isXmlChar) clean += char;
  }
  return clean;
}

describe('cleanValue', () => {
  it('gives what the character-by-character path gives, for every UTF-16 code unit alone and between letters', () => {
    const differing: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const char = String.fromCharCode(unit);
      for (const value of [char, `a${char}b`]) {
        if (cleanValue(value) !== cleanedByCharacter(value)) differing.push(unit);
      }
    }
    expect(differing).toEqual([]);
  });

  it('keeps surrogate pairs and drops lone halves, wherever they stand', () => {
    const pair = '\ud83d\ude00';
    expect(cleanValue(`x${pair}y`)).toBe(`x${pair}y`);
    expect(cleanValue('\ud83dx')).toBe('x');
    expect(cleanValue('x\ude00')).toBe('x');
    expect(cleanValue(`\ude00${pair}\ud83d`)).toBe(pair);
  });

  it('returns a value with nothing to remove as the very string it was given', () => {
    const value = 'Lovelace & Partners, Zürich, 東京\tline\nnext';
    expect(cleanValue(value)).toBe(value);
  });

  it('gives what the character-by-character path gives for random mixes of kept and removed code units', () => {
    // Kept and removed units, pairs and lone halves, CR/LF: mixes the shortcut must send down the loop.
    const units = [
      'a',
      'é',
      '東',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u0008',
      '\u000b',
      '\u001f',
      '\ufffd',
      '\ufffe',
    ];
    units.push('\uffff', '\ud7ff', '\ue000', '\ud83d', '\ude00', '\ud83d\ude00', '&', '<');
    let seed = 45;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 5000; round += 1) {
      let value = '';
      const length = random(12);
      for (let k = 0; k < length; k += 1) value += units[random(units.length)];
      expect(cleanValue(value)).toBe(cleanedByCharacter(value));
    }
  });
});
