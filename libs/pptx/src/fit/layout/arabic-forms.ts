// Arabic letters take a contextual form (isolated, final, initial, medial) that is often much narrower than the
// isolated one: measuring the code points as typed overestimates Arabic text by a quarter. The forms are the
// Arabic Presentation Forms-B (U+FE70–U+FEFF), consecutive from the isolated form: four for dual-joining
// letters, two for right-joining ones, one for hamza (derived from Unicode's compatibility decompositions).

type Joining = 'dual' | 'right' | 'none';

// [first letter, isolated form of it, joining of each letter from it on]
const LETTERS: readonly (readonly [number, number, readonly Joining[]])[] = [
  [
    0x0621,
    0xfe80,
    ['none', 'right', 'right', 'right', 'right', 'dual', 'right', 'dual', 'right', 'dual', 'dual'],
  ],
  [
    0x062c,
    0xfe9d,
    ['dual', 'dual', 'dual', 'right', 'right', 'right', 'right', 'dual', 'dual', 'dual', 'dual'],
  ],
  [0x0637, 0xfec1, ['dual', 'dual', 'dual', 'dual']],
  [0x0641, 0xfed1, ['dual', 'dual', 'dual', 'dual', 'dual', 'dual', 'dual', 'right', 'right', 'dual']],
];

const JOINING = new Map<number, Joining>();
const ISOLATED = new Map<number, number>();
for (const [first, isolated, joinings] of LETTERS) {
  let form = isolated;
  joinings.forEach((joining, index) => {
    JOINING.set(first + index, joining);
    ISOLATED.set(first + index, form);
    form += joining === 'dual' ? 4 : joining === 'right' ? 2 : 1;
  });
}
const TATWEEL = 0x0640;
const LAM = 0x0644;
// Lam followed by these alefs is drawn as one ligature (isolated form; the final form follows it).
const LAM_ALEF = new Map([
  [0x0622, 0xfef5],
  [0x0623, 0xfef7],
  [0x0625, 0xfef9],
  [0x0627, 0xfefb],
]);

/** Harakat and other marks that do not break joining. */
const isTransparent = (cp: number) => (cp >= 0x064b && cp <= 0x065f) || cp === 0x0670;
const joinsForward = (cp: number | undefined) =>
  cp === TATWEEL || (cp !== undefined && JOINING.get(cp) === 'dual');
const joinsBackward = (cp: number | undefined) =>
  cp === TATWEEL || (cp !== undefined && (JOINING.get(cp) === 'dual' || JOINING.get(cp) === 'right'));

/**
 * The code point whose advance a character takes once shaped: its contextual presentation form; 0 for an alef
 * absorbed into a lam-alef ligature. Characters that are not Arabic letters map to themselves.
 */
export function shapeArabic(codePoints: readonly number[]): readonly number[] {
  if (!codePoints.some((cp) => cp >= 0x0621 && cp <= 0x064a)) return codePoints;
  const shaped = codePoints.slice();
  const neighbour = (from: number, step: number) => {
    for (let i = from + step; i >= 0 && i < codePoints.length; i += step) {
      if (!isTransparent(codePoints[i])) return codePoints[i];
    }
    return undefined;
  };
  for (let i = 0; i < codePoints.length; i += 1) {
    const cp = codePoints[i];
    const joining = JOINING.get(cp);
    const isolated = ISOLATED.get(cp);
    if (!joining || isolated === undefined) continue;
    const previous = neighbour(i, -1);
    const next = neighbour(i, 1);
    const fromPrevious = joinsForward(previous) && joining !== 'none';
    const toNext = joining === 'dual' && joinsBackward(next);
    const ligature = cp === LAM && next !== undefined ? LAM_ALEF.get(next) : undefined;
    if (ligature !== undefined) {
      shaped[i] = fromPrevious ? ligature + 1 : ligature;
      const alef = codePoints.indexOf(next as number, i + 1);
      shaped[alef] = 0;
      i = alef;
      continue;
    }
    const form = fromPrevious ? (toNext ? 3 : 1) : toNext ? 2 : 0;
    shaped[i] = isolated + form;
  }
  return shaped;
}
