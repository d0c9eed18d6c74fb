import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFont } from './opentype-metrics';
import { fontKerning } from './gpos-kerning';
import { BUNDLED_FACES } from './data';
import { decodeKerning } from './bundled-face';
import { testFontBytes } from '../testing/test-font';

const code = (char: string) => char.codePointAt(0) ?? 0;

describe('fontKerning', () => {
  it('has nothing to say about a font without GPOS, or bytes that are not a font', () => {
    expect(fontKerning(testFontBytes('Plain', { A: 500 }))).toBeUndefined();
    expect(fontKerning(new Uint8Array([0, 1, 0, 0, 0, 9]))).toBeUndefined();
  });

  // The bundled tables were written by this reader from the Debian files; where those files are installed
  // (CI, the dev container), reading them again must give the same pairs.
  const carlito = '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf';
  const installed = (() => {
    try {
      return readFileSync(carlito);
    } catch {
      return undefined;
    }
  })();
  (installed ? it : it.skip)(`reads ${path.basename(carlito)} as the bundled table has it`, () => {
    const bytes = new Uint8Array(installed as Buffer);
    const font = parseFont(bytes);
    const kern = fontKerning(bytes);
    if (!font || !kern) throw new Error('Carlito unreadable');
    const map: Record<number, number> = font.tables['cmap'].glyphIndexMap;
    const bundled = decodeKerning(
      BUNDLED_FACES.find((face) => face.family === 'Carlito' && !face.bold && !face.italic)?.kerning ?? '',
    );
    for (const pair of ['AV', 'To', 'Yo', 'LT', 'r.', 'ff']) {
      const [left, right] = [code(pair[0]), code(pair[1])];
      expect({ pair, value: kern(map[left], map[right]) }).toEqual({
        pair,
        value: bundled.get((left << 16) | right) ?? 0,
      });
    }
    expect(kern(map[code('A')], map[code('V')])).toBeLessThan(0);
  });
});
