// Which bundled face measures a family the deck names. Metric-compatible substitutes have the same advance
// widths as the font they stand for (LibreOffice's own replacement table, VCL.xcu, makes the same pairs), so
// they measure exactly; any other family not installed here is estimated with LibreOffice's fallback.

/** Families measured exactly by a bundled face: the family itself, or a metric-compatible substitute. */
const METRIC_COMPATIBLE: Readonly<Record<string, string>> = {
  calibri: 'Carlito',
  carlito: 'Carlito',
  cambria: 'Caladea',
  caladea: 'Caladea',
  arial: 'Liberation Sans',
  helvetica: 'Liberation Sans',
  arimo: 'Liberation Sans',
  'liberation sans': 'Liberation Sans',
  'arial narrow': 'Liberation Sans Narrow',
  'helvetica narrow': 'Liberation Sans Narrow',
  'liberation sans narrow': 'Liberation Sans Narrow',
  'times new roman': 'Liberation Serif',
  times: 'Liberation Serif',
  tinos: 'Liberation Serif',
  'liberation serif': 'Liberation Serif',
  'courier new': 'Liberation Mono',
  courier: 'Liberation Mono',
  cousine: 'Liberation Mono',
  'liberation mono': 'Liberation Mono',
  'dejavu sans': 'DejaVu Sans',
  'dejavu serif': 'DejaVu Serif',
  'droid sans fallback': 'Droid Sans Fallback',
};

/** The bundled family that measures `typeface` exactly, if any. */
export function metricCompatible(typeface: string): string | undefined {
  return METRIC_COMPATIBLE[typeface.trim().toLowerCase()];
}

/**
 * The bundled family an unknown family is estimated with: the one LibreOffice falls back to on Linux
 * (fontconfig: DejaVu Sans, DejaVu Serif for serif names, a monospaced face for monospaced ones). DejaVu is
 * wide (Verdana's widths), so an unknown font errs towards overflowing, and the server's preview agrees.
 */
export function estimateFamily(typeface: string): string {
  const name = typeface.toLowerCase();
  if (/mono|courier|consolas|code|typewriter/.test(name)) return 'Liberation Mono';
  if (/sans|gothic/.test(name)) return 'DejaVu Sans';
  if (/serif|roman|times|georgia|garamond|minion|baskerville|bodoni|didot/.test(name)) return 'DejaVu Serif';
  return 'DejaVu Sans';
}

/** Faces tried for characters a run's face lacks, in order: wide coverage, then East Asian. */
export const FALLBACK_FAMILIES = ['DejaVu Sans', 'Droid Sans Fallback'] as const;
