import { UNKNOWN_FILTER } from '../language/filters';
import { parseTag } from '../language/tag-expression';
import { placeholderKey } from '../template/tag-syntax';

export type ImageFit = 'contain' | 'cover';

/** A `{{%logo | cover}}` tag: the value's path and how the picture fits its frame. */
export interface ImageTag {
  readonly raw: string;
  /** The top-level name a user maps a column to, as typed (`rep` for `{{%rep.photo}}`). */
  readonly name: string;
  readonly key: string;
  readonly pathText: string;
  /** Lower-cased path segments, as for value tags (see language/scope.ts). */
  readonly path: readonly string[];
  readonly fit: ImageFit;
  /** The fit filters as typed, for `inspect`. */
  readonly filters: readonly string[];
  readonly error?: string;
}

/** Quick test for a picture tag anywhere in a part. */
export const IMAGE_TAG_HINT = /\{\{\s*%/;
const IMAGE_TAG = /\{\{\s*%([^{}]*)\}\}/;
const FITS: ReadonlySet<string> = new Set<ImageFit>(['contain', 'cover']);

/** The first picture tag in `text`, with where it is, or undefined. */
export function findImageTag(text: string): { tag: ImageTag; start: number; end: number } | undefined {
  const match = IMAGE_TAG.exec(text);
  if (!match) return undefined;
  return { tag: parseImageTag(match[0], match[1]), start: match.index, end: match.index + match[0].length };
}

/** The picture tag that is the whole of `text` (spaces aside), or undefined. */
export function wholeImageTag(text: string): ImageTag | undefined {
  const found = findImageTag(text);
  if (!found || text.slice(0, found.start).trim() !== '' || text.slice(found.end).trim() !== '')
    return undefined;
  return found.tag;
}

function parseImageTag(raw: string, inner: string): ImageTag {
  const [pathPart, ...filterParts] = inner.split('|');
  const filters = filterParts.map((part) => part.trim().toLowerCase());
  const parsed = parseTag(pathPart.trim() || '%');
  const path = parsed.expression.kind === 'value' ? parsed.expression.path : [];
  const base = {
    raw,
    name: parsed.name,
    key: placeholderKey(parsed.name),
    pathText: parsed.pathText,
    path,
    fit: filters.includes('cover') ? ('cover' as const) : ('contain' as const),
    filters,
  };
  if (pathPart.trim() === '' || path.length === 0 || parsed.expression.kind !== 'value') {
    return { ...base, error: 'a picture tag needs a name after "%", like {{%logo}}' };
  }
  const unknown = filters.find((filter) => !FITS.has(filter));
  if (unknown === '') return { ...base, error: 'a filter is missing after "|"' };
  if (unknown !== undefined) {
    return { ...base, error: `${UNKNOWN_FILTER} "${unknown}" (a picture takes "contain" or "cover")` };
  }
  if (filters.length > 1) return { ...base, error: 'a picture takes one fit, "contain" or "cover"' };
  return base;
}
