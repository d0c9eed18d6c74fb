// Safety limits checked before any entry is inflated, in the spirit of Apache POI's ZipSecureFile.
export interface TemplateLimits {
  /** Largest accepted .pptx file. */
  readonly maxFileBytes: number;
  /** Most entries a package may hold. */
  readonly maxEntries: number;
  /** Largest sum of declared uncompressed sizes. */
  readonly maxTotalUncompressedBytes: number;
  /** Largest uncompressed size of one XML part of a kind not listed below (XML is inflated into memory). */
  readonly maxXmlPartBytes: number;
  /** Largest uncompressed size of one XML part, by kind (see `xmlPartKind`). */
  readonly maxXmlPartBytesByKind: Readonly<Record<XmlPartKind, number>>;
  /** Largest sum of the uncompressed sizes of all XML parts: what one upload may hold in memory as text. */
  readonly maxTotalXmlBytes: number;
  /** Highest uncompressed/compressed ratio, checked for entries above `ratioGraceBytes`. */
  readonly maxCompressionRatio: number;
  readonly ratioGraceBytes: number;
  /** Most items one list of a deck's data may hold (a section repeats at most this often). */
  readonly maxListItems: number;
  /**
   * Most slides one output deck may have: a slide repeated per item whose table continues on
   * more slides could otherwise make 1,000 x 100 slides in memory. A row past it fails with a DataError.
   */
  readonly maxSlides: number;
}

export type XmlPartKind =
  'slide' | 'layout' | 'master' | 'notes' | 'chart' | 'diagram' | 'theme' | 'relationships';

const KINDS: readonly [XmlPartKind, RegExp][] = [
  ['relationships', /\.rels$/i],
  ['slide', /^ppt\/slides\/[^/]+\.xml$/i],
  ['layout', /^ppt\/slideLayouts\/[^/]+\.xml$/i],
  ['master', /^ppt\/(slideMasters|notesMasters|handoutMasters)\/[^/]+\.xml$/i],
  ['notes', /^ppt\/notesSlides\/[^/]+\.xml$/i],
  ['chart', /^ppt\/charts\/[^/]+\.xml$/i],
  ['diagram', /^ppt\/diagrams\/[^/]+\.xml$/i],
  ['theme', /^ppt\/theme\/[^/]+\.xml$/i],
];

/** The kind of an XML part by its name, or undefined for any other part ([Content_Types].xml, docProps...). */
export function xmlPartKind(name: string): XmlPartKind | undefined {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0];
}

/** The largest uncompressed size allowed for the XML part `name`. */
export function maxXmlBytesOf(name: string, limits: TemplateLimits): number {
  const kind = xmlPartKind(name);
  return kind ? limits.maxXmlPartBytesByKind[kind] : limits.maxXmlPartBytes;
}

const MiB = 1024 * 1024;

/**
 * XML limits are generous multiples (about 150x) of the largest parts measured in the test fixtures and the
 * sample decks (docs/engine.md, "Limits"): real slides are kilobytes, a 60 MiB slide is an attack.
 */
export const DEFAULT_LIMITS: TemplateLimits = {
  maxFileBytes: 100 * MiB,
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 1024 * MiB,
  maxXmlPartBytes: 4 * MiB,
  maxXmlPartBytesByKind: {
    slide: 8 * MiB,
    layout: 2 * MiB,
    master: 4 * MiB,
    notes: 2 * MiB,
    chart: 8 * MiB,
    diagram: 4 * MiB,
    theme: 2 * MiB,
    relationships: 1 * MiB,
  },
  maxTotalXmlBytes: 64 * MiB,
  maxCompressionRatio: 100,
  ratioGraceBytes: 256 * 1024,
  maxListItems: 1_000,
  maxSlides: 2_000,
};
