#!/usr/bin/env node
// Writes libs/pptx/src/fit/fonts/data/*.ts: the metrics of the metric-compatible substitutes (Carlito for
// Calibri, Liberation for Arial...) read from the Debian font files, so a clone on any OS measures text the same
// way without the fonts installed. Run after a font package update: `node tools/fonts/extract-font-metrics.cjs`.
//
// Vertical metrics follow LibreOffice on Linux (vcl FontMetricData::ImplCalcLineSpacing): hhea ascender,
// descender and line gap; OS/2 win ascent/descent when hhea has none; OS/2 typo metrics with their line gap
// when the font sets USE_TYPO_METRICS (fsSelection bit 7).
//
// Pair kerning (GPOS `kern`, which LibreOffice applies and PowerPoint applies from 12 pt in Office's default
// styles) is kept for ASCII letters, digits, punctuation and curly quotes, the pairs that move Latin text:
// `first:second=value,second=value;...`, base 36, seconds as deltas from the previous one.
//
// Advance widths are one string per face: segments of consecutive code points separated by `;`, each
// `start:w,w,w*n` in base 36 (`w*n` is n glyphs of width w), font units.
const fs = require('node:fs');
const path = require('node:path');
const opentype = require('opentype.js');

const root = path.resolve(__dirname, '../..');
// The GPOS reader is the engine's own (it kerns embedded and installed fonts the same way).
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(root, 'tsconfig.json');
require('@swc-node/register');
const { fontKerning } = require(path.join(root, 'libs/pptx/src/fit/fonts/gpos-kerning.ts'));

const fontDir = '/usr/share/fonts/truetype';
const outDir = path.join(root, 'libs/pptx/src/fit/fonts/data');

const STYLES = [
  ['regular', false, false],
  ['bold', true, false],
  ['italic', false, true],
  ['bold-italic', true, true],
];
// family, file stem in fontDir per style
const FAMILIES = [
  ['Carlito', (s) => `crosextra/Carlito-${pascal(s)}.ttf`],
  ['Caladea', (s) => `crosextra/Caladea-${pascal(s)}.ttf`],
  ['Liberation Sans', (s) => `liberation2/LiberationSans-${pascal(s)}.ttf`],
  ['Liberation Serif', (s) => `liberation2/LiberationSerif-${pascal(s)}.ttf`],
  ['Liberation Mono', (s) => `liberation2/LiberationMono-${pascal(s)}.ttf`],
  ['Liberation Sans Narrow', (s) => `liberation/LiberationSansNarrow-${pascal(s)}.ttf`],
  // East Asian fallback (LibreOffice's on Debian when no CJK font is named): regular only, bold is synthesised.
  ['Droid Sans Fallback', (s) => (s === 'regular' ? 'droid/DroidSansFallbackFull.ttf' : 'none.ttf')],
  [
    'DejaVu Sans',
    (s) =>
      `dejavu/${{ regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique', 'bold-italic': 'DejaVuSans-BoldOblique' }[s]}.ttf`,
  ],
  [
    'DejaVu Serif',
    (s) =>
      `dejavu/${{ regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold', italic: 'DejaVuSerif-Italic', 'bold-italic': 'DejaVuSerif-BoldItalic' }[s]}.ttf`,
  ],
];

function pascal(style) {
  return { regular: 'Regular', bold: 'Bold', italic: 'Italic', 'bold-italic': 'BoldItalic' }[style];
}

function lineMetrics(font) {
  const hhea = font.tables.hhea;
  const os2 = font.tables.os2;
  let ascent = 0;
  let descent = 0;
  let lineGap = 0;
  if (hhea.ascender || hhea.descender) {
    ascent = hhea.ascender;
    descent = -hhea.descender;
    lineGap = hhea.lineGap;
  }
  if (os2 && (os2.usWinAscent || os2.usWinDescent || os2.sTypoAscender || os2.sTypoDescender)) {
    if (ascent === 0 && descent === 0) {
      ascent = os2.usWinAscent;
      descent = os2.usWinDescent;
      lineGap = 0;
    }
    if (os2.fsSelection & (1 << 7) && os2.sTypoAscender >= 0 && os2.sTypoDescender <= 0) {
      ascent = os2.sTypoAscender;
      descent = -os2.sTypoDescender;
      lineGap = os2.sTypoLineGap;
    }
  }
  return { ascent, descent, lineGap };
}

function encodeWidths(font) {
  const map = font.tables.cmap.glyphIndexMap;
  const codePoints = Object.keys(map)
    .map(Number)
    .filter((cp) => map[cp] !== 0)
    .sort((a, b) => a - b);
  const segments = [];
  let current = null;
  for (const cp of codePoints) {
    const width = font.glyphs.get(map[cp]).advanceWidth ?? 0;
    if (current && cp === current.end + 1) {
      current.widths.push(width);
      current.end = cp;
    } else {
      current = { start: cp, end: cp, widths: [width] };
      segments.push(current);
    }
  }
  return segments
    .map((segment) => {
      const parts = [];
      for (let i = 0; i < segment.widths.length;) {
        let n = 1;
        while (i + n < segment.widths.length && segment.widths[i + n] === segment.widths[i]) n += 1;
        const w = segment.widths[i].toString(36);
        parts.push(n > 1 ? `${w}*${n.toString(36)}` : w);
        i += n;
      }
      return `${segment.start.toString(36)}:${parts.join(',')}`;
    })
    .join(';');
}

// Accented letters kern as their base letter at run time (fit/fonts/bundled-face.ts), so ASCII is enough.
const KERNED = (cp) => (cp >= 0x21 && cp <= 0x7e) || (cp >= 0x2018 && cp <= 0x201e);

function encodeKerning(font, bytes) {
  const kern = fontKerning(bytes);
  if (!kern) return '';
  const map = font.tables.cmap.glyphIndexMap;
  const chars = Object.keys(map)
    .map(Number)
    .filter((cp) => KERNED(cp) && map[cp] !== 0)
    .sort((a, b) => a - b);
  const entries = [];
  for (const first of chars) {
    const pairs = [];
    let previous = 0;
    for (const second of chars) {
      const value = kern(map[first], map[second]);
      if (value) {
        pairs.push(`${(second - previous).toString(36)}=${value.toString(36)}`);
        previous = second;
      }
    }
    if (pairs.length) entries.push(`${first.toString(36)}:${pairs.join(',')}`);
  }
  return entries.join(';');
}

const moduleName = (family, style) => `${family.toLowerCase().replace(/ /g, '-')}-${style}`;
const written = [];
for (const [family, file] of FAMILIES) {
  for (const [style, bold, italic] of STYLES) {
    const fontPath = path.join(fontDir, file(style));
    if (!fs.existsSync(fontPath)) {
      if (!fontPath.endsWith('none.ttf')) console.warn(`skipped (not installed): ${fontPath}`);
      continue;
    }
    const bytes = fs.readFileSync(fontPath);
    const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const { ascent, descent, lineGap } = lineMetrics(font);
    const version = (font.names.version?.en ?? font.names.windows?.version?.en ?? '')
      .split(';')[0]
      .replace(/'/g, '');
    const name = moduleName(family, style);
    const kerning = encodeKerning(font, bytes);
    const source =
      `// Generated by tools/fonts/extract-font-metrics.cjs from ${path.basename(fontPath)} (${version}); do not edit.\n` +
      `import type { BundledFace } from '../bundled-face';\n\n` +
      `export const face: BundledFace = {\n` +
      `  family: '${family}',\n  bold: ${bold},\n  italic: ${italic},\n` +
      `  unitsPerEm: ${font.unitsPerEm},\n  ascent: ${ascent},\n  descent: ${descent},\n  lineGap: ${lineGap},\n` +
      `  widths:\n    '${encodeWidths(font)}',\n` +
      // Laid out as prettier would, so a regeneration changes only what the fonts changed.
      (kerning ? `  kerning:\n    '${kerning}',\n};\n` : `  kerning: '',\n};\n`);
    fs.writeFileSync(path.join(outDir, `${name}.ts`), source);
    written.push({ family, style, name, bold, italic });
  }
}

const ident = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const index =
  `// Generated by tools/fonts/extract-font-metrics.cjs; do not edit.\n` +
  `import type { BundledFace } from '../bundled-face';\n` +
  written.map((w) => `import { face as ${ident(w.name)} } from './${w.name}';\n`).join('') +
  `\n/** The bundled faces, metric-compatible substitutes and a wide-coverage fallback. */\n` +
  `export const BUNDLED_FACES: readonly BundledFace[] = [\n` +
  written.map((w) => `  ${ident(w.name)},\n`).join('') +
  `];\n`;
fs.writeFileSync(path.join(outDir, 'index.ts'), index);
const total = fs.readdirSync(outDir).reduce((sum, f) => sum + fs.statSync(path.join(outDir, f)).size, 0);
console.log(`${written.length} faces, ${Math.round(total / 1024)} KB in ${path.relative(root, outDir)}`);
