import { seededRandom } from '@deckmill/testing';
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

  it('gives what the character-by-character path gives for random mixes of kept and removed code units', () => {
    // Kept: letters, accents, CJK, a surrogate pair, tab, CR/LF, U+FFFD, a C1 control, the ends of the BMP's
    // ranges; removed: C0 controls, lone halves, U+FFFE and U+FFFF. Half the mixes hold kept units only.
    const kept = [
      'a',
      'é',
      '東',
      '\u{1F600}',
      '\t',
      '\n',
      '\r',
      '&',
      '<',
      '\ufffd',
      '\u0085',
      '\ud7ff',
      '\ue000',
    ];
    const removed = [
      '\u0000',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001f',
      '\ud83d',
      '\ude00',
      '\ufffe',
      '\uffff',
    ];
    const units = [...kept, ...removed];
    const next = seededRandom(45);
    const random = (below: number) => Math.floor(next() * below);
    for (let sample = 0; sample < 5_000; sample += 1) {
      const pool = sample % 2 === 0 ? kept : units;
      let value = '';
      const length = random(12);
      for (let k = 0; k < length; k += 1) value += pool[random(pool.length)];
      expect(cleanValue(value)).toBe(cleanedByCharacter(value));
    }
  });
});
