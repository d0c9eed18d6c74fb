// Namespace URIs of the parts the engine edits, and a lookup of the prefix a part binds to each.
export const NS_DRAWINGML = 'http://schemas.openxmlformats.org/drawingml/2006/main';
export const NS_PRESENTATIONML = 'http://schemas.openxmlformats.org/presentationml/2006/main';
export const NS_CHART = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
export const NS_DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';
export const NS_VARIANT_TYPES = 'http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes';
export const NS_RELATIONSHIPS_OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The prefix the document binds to `uri` (first declaration wins), or `fallback` when none does. */
export function prefixFor(xml: string, uri: string, fallback: string): string {
  const escaped = uri.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`xmlns:([A-Za-z_][\\w.-]*)\\s*=\\s*["']${escaped}["']`).exec(xml);
  return match ? match[1] : fallback;
}
