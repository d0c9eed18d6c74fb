/** What a row's image value names, or why it cannot name a picture. */
export type ImageValue =
  | { readonly kind: 'file'; readonly name: string }
  | { readonly kind: 'data'; readonly uri: string }
  | { readonly kind: 'url'; readonly url: URL }
  | { readonly kind: 'refused'; readonly reason: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const DRIVE = /^[a-z]:[\\/]/i;

/** A file name as archives spell it: forward slashes, no leading `./`. */
export function archiveName(value: string): string {
  return value.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

function outside(value: string): ImageValue {
  return {
    kind: 'refused',
    reason: `"${value}" points outside the images archive: give a file name inside it`,
  };
}

/**
 * Sorts a row's image value: a `data:` URI, an `http(s)://` URL (whether plain http is allowed is the outbound
 * policy's call), or a file name inside the images archive. Other schemes (`file:`, `ftp:`, `javascript:`),
 * absolute paths and `..` are refused here, before anything is read.
 */
export function classifyImageValue(raw: string): ImageValue {
  const value = raw.trim();
  if (value === '') return { kind: 'refused', reason: 'no picture given' };
  if (/^data:/i.test(value)) return { kind: 'data', uri: value };
  if (DRIVE.test(value)) return outside(value);
  const scheme = SCHEME.exec(value)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    return URL.canParse(value)
      ? { kind: 'url', url: new URL(value) }
      : { kind: 'refused', reason: `"${value}" is not a valid web address` };
  }
  if (scheme !== undefined) {
    return {
      kind: 'refused',
      reason: `${scheme}: addresses are not supported: use an https:// URL, a data: URI or a file name in the images archive`,
    };
  }
  const name = archiveName(value);
  if (name.startsWith('/') || name.split('/').some((segment) => segment === '..')) return outside(value);
  return { kind: 'file', name };
}

/** The file name a value names, for a filled picture's alt text: `acme.png` for `logos/acme.png` or a URL. */
export function imageFileName(raw: string): string {
  const value = classifyImageValue(raw);
  if (value.kind === 'file') return value.name.slice(value.name.lastIndexOf('/') + 1);
  if (value.kind !== 'url') return ''; // a data: URI has no name
  const segments = value.url.pathname.split('/').filter((part) => part !== '');
  const segment = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
