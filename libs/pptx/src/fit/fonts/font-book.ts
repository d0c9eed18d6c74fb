import { readFileSync } from 'node:fs';
import type { FontFace, FontMetrics, FontBook } from '../text-model';
import {
  decodeKerning,
  decodeWidths,
  kerningBase,
  type AdvanceTable,
  type BundledFace,
} from './bundled-face';
import { BUNDLED_FACES } from './data';
import { indexInstalledFonts, standardFontDirs, type InstalledFont } from './installed-fonts';
import { embeddedFontData } from './embedded-font';
import { familyName, opentypeMetrics, parseFont } from './opentype-metrics';
import { estimateFamily, FALLBACK_FAMILIES, metricCompatible } from './substitutes';

export interface FontBookOptions {
  /** Directories searched for installed fonts (default: this OS's standard ones); `[]` uses none. */
  readonly fontDirs?: readonly string[];
}

/** A font book that also takes the template's embedded fonts. */
export interface TemplateFontBook extends FontBook {
  /**
   * Adds a TTF/OTF font, or an EOT as PowerPoint embeds them (`.fntdata`; not MTX-compressed ones): returns its
   * family, or undefined when it cannot be read.
   */
  addFont(bytes: Uint8Array): string | undefined;
  fallbacks(face: FontFace): readonly FontMetrics[];
}

interface Styled {
  readonly bold: boolean;
  readonly italic: boolean;
}

/** The style closest to the face's: the exact one, else the same weight, else the same slant, else any. */
function closest<T extends Styled>(candidates: readonly T[], face: Styled): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = (candidate.bold === face.bold ? 2 : 0) + (candidate.italic === face.italic ? 1 : 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

// Decoded once per process: the bundled data never changes.
const decoded = new Map<BundledFace, AdvanceTable>();
const decodedKerning = new Map<BundledFace, Map<number, number>>();
const bundledByFamily = new Map<string, BundledFace[]>();
for (const face of BUNDLED_FACES) {
  const list = bundledByFamily.get(face.family) ?? [];
  list.push(face);
  bundledByFamily.set(face.family, list);
}

/** Bundled metrics by face data and source, shared by every template: see `bundledMetrics`. */
const bundledMetricsMade = new Map<BundledFace, Map<'bundled' | 'estimated', FontMetrics>>();

/**
 * One metrics object per bundled face and source for the whole process. A font book is made per template;
 * when each made its own objects (and functions), every template a process met sent the text measurement's
 * optimized code back to the interpreter and computed the faces' ASCII tables again. In a scratch process
 * warmed on one template, six more templates of the bench's text deck cost V8 98-102 ms of optimizing compiles
 * each and 25-26 deoptimizations in all; with shared metrics and `TemplateFitting`, 67-81 ms and 13, none of
 * them from the third template on (`--trace-opt`, `--trace-deopt`).
 */
function bundledMetrics(family: string, face: Styled, source: 'bundled' | 'estimated'): FontMetrics {
  const data = closest(bundledByFamily.get(family) ?? [], face);
  if (!data) throw new Error(`No bundled metrics for ${family}`);
  let bySource = bundledMetricsMade.get(data);
  if (!bySource) bundledMetricsMade.set(data, (bySource = new Map()));
  let metrics = bySource.get(source);
  if (!metrics) bySource.set(source, (metrics = makeBundledMetrics(data, source)));
  return metrics;
}

function makeBundledMetrics(data: BundledFace, source: 'bundled' | 'estimated'): FontMetrics {
  let table: AdvanceTable | undefined;
  let kerning: Map<number, number> | undefined;
  return {
    family: data.family,
    source,
    unitsPerEm: data.unitsPerEm,
    ascent: data.ascent,
    descent: data.descent,
    lineGap: data.lineGap,
    advance(codePoint) {
      if (!table) {
        table = decoded.get(data) ?? decodeWidths(data.widths);
        decoded.set(data, table);
      }
      return table.get(codePoint);
    },
    kerning(left, right) {
      if (!kerning) {
        kerning = decodedKerning.get(data) ?? decodeKerning(data.kerning);
        decodedKerning.set(data, kerning);
      }
      if (!kerning.size) return 0;
      return kerning.get((kerningBase(left) << 16) | kerningBase(right)) ?? 0;
    },
  };
}

/**
 * An embedded font over what the face would be without it: PowerPoint usually embeds only the characters the
 * deck had, so a filled value's other characters are measured as the font the deck names would measure them
 * (scaled to the embedded font's units), not by the fallbacks.
 */
function subsetOver(own: FontMetrics, rest: FontMetrics): FontMetrics {
  const ratio = own.unitsPerEm / rest.unitsPerEm;
  return {
    ...own,
    advance(codePoint) {
      const width = own.advance(codePoint);
      if (width !== undefined) return width;
      const other = rest.advance(codePoint);
      return other === undefined ? undefined : other * ratio;
    },
  };
}

// The installed fonts are scanned once per process (per set of directories), on the first family that needs it.
const installedIndexes = new Map<string, Map<string, InstalledFont[]>>();
function installedIndex(dirs: readonly string[]): Map<string, InstalledFont[]> {
  const key = dirs.join('\0');
  let index = installedIndexes.get(key);
  if (!index) {
    index = indexInstalledFonts(dirs);
    installedIndexes.set(key, index);
  }
  return index;
}

/**
 * An installed font's metrics by file, parsed once per process (null: unreadable), under the family its file
 * names. Bounded, as the files a process's templates reach are: the installed fonts' index.
 */
const installedMetrics = new Map<string, FontMetrics | null>();
const MAX_INSTALLED_METRICS = 512;

function installedMetricsOf(file: string, typeface: string): FontMetrics | undefined {
  let metrics = installedMetrics.get(file);
  if (metrics === undefined) {
    const bytes = readFileSync(file);
    const parsed = parseFont(bytes);
    metrics = parsed ? opentypeMetrics(parsed, bytes, familyName(parsed) ?? typeface, 'installed') : null;
    if (installedMetrics.size >= MAX_INSTALLED_METRICS) installedMetrics.clear();
    installedMetrics.set(file, metrics);
  }
  return metrics ?? undefined;
}

/** Fallback faces by style: bundled, so the same for every template. */
const fallbackLists = new Map<string, readonly FontMetrics[]>();

/**
 * Resolves a face to metrics, in order: (a) a font embedded in the template, (b) bundled metric-compatible
 * substitutes (Carlito for Calibri...; bundled rather than installed so every machine measures the same),
 * (c) a font installed here, (d) an estimate with the bundled face closest in kind. A class, so that every
 * template's book calls the same functions (see `bundledMetrics`): call its methods on the book, not detached.
 */
class DefaultFontBook implements TemplateFontBook {
  private readonly embedded = new Map<string, (Styled & { metrics: FontMetrics })[]>();
  private readonly cache = new Map<string, FontMetrics>();
  private byObject = new WeakMap<FontFace, FontMetrics>();

  constructor(private readonly dirs: readonly string[]) {}

  metrics(face: FontFace): FontMetrics {
    // Runs usually share their face objects: one lookup by identity before building the key.
    const known = this.byObject.get(face);
    if (known) return known;
    const key = `${face.typeface.trim().toLowerCase()}|${face.bold}|${face.italic}`;
    let metrics = this.cache.get(key);
    if (!metrics) {
      metrics = this.resolve(face);
      this.cache.set(key, metrics);
    }
    this.byObject.set(face, metrics);
    return metrics;
  }

  fallbacks(face: FontFace): readonly FontMetrics[] {
    const key = `${face.bold}|${face.italic}`;
    let list = fallbackLists.get(key);
    if (!list) {
      list = FALLBACK_FAMILIES.map((family) => bundledMetrics(family, face, 'bundled'));
      fallbackLists.set(key, list);
    }
    return list;
  }

  addFont(given: Uint8Array): string | undefined {
    const bytes = embeddedFontData(given);
    const font = bytes && parseFont(bytes);
    const family = font && familyName(font);
    if (!font || !family) return undefined;
    const os2 = font.tables['os2'] as { fsSelection?: number } | undefined;
    const fsSelection = os2?.fsSelection ?? 0;
    const entry = {
      bold: (fsSelection & (1 << 5)) !== 0,
      italic: (fsSelection & 1) !== 0,
      metrics: opentypeMetrics(font, bytes, family, 'embedded'),
    };
    const key = family.toLowerCase();
    this.embedded.set(key, [...(this.embedded.get(key) ?? []), entry]);
    for (const cached of [...this.cache.keys()]) if (cached.startsWith(`${key}|`)) this.cache.delete(cached);
    this.byObject = new WeakMap();
    return family;
  }

  private installed(face: FontFace): FontMetrics | undefined {
    if (!this.dirs.length) return undefined;
    const font = closest(installedIndex(this.dirs).get(face.typeface.trim().toLowerCase()) ?? [], face);
    return font ? installedMetricsOf(font.file, face.typeface.trim()) : undefined;
  }

  private resolve(face: FontFace): FontMetrics {
    const substitute = metricCompatible(face.typeface);
    const without = () =>
      substitute
        ? bundledMetrics(substitute, face, 'bundled')
        : (this.installed(face) ?? bundledMetrics(estimateFamily(face.typeface), face, 'estimated'));
    const own = closest(this.embedded.get(face.typeface.trim().toLowerCase()) ?? [], face);
    return own ? subsetOver(own.metrics, without()) : without();
  }
}

export function createFontBook(options: FontBookOptions = {}): TemplateFontBook {
  return new DefaultFontBook(options.fontDirs ?? standardFontDirs());
}
