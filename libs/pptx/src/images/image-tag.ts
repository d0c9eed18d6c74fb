import { splitPipes, unquote, UNKNOWN_FILTER } from '../language/filters';
import { parseTag } from '../language/tag-expression';
import { placeholderKey } from '../template/tag-syntax';

export type ImageFit = 'contain' | 'cover';

/** A `{{%logo | cover}}` tag: the value's path, how the picture fits its frame, and its alt text. */
export interface ImageTag {
  readonly raw: string;
  /** The top-level name a user maps a column to, as typed (`rep` for `{{%rep.photo}}`). */
  readonly name: string;
  readonly key: string;
  readonly pathText: string;
  /** Lower-cased path segments, as for value tags (see language/scope.ts). */
  readonly path: readonly string[];
  readonly fit: ImageFit;
  /** `| alt:"Company logo"`: the filled picture's alternative text (else the value's file name). */
  readonly alt?: string;
  /** The fit and alt options as typed, for `inspect`. */
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

const ALT = 'alt';

/**
 * `cover`, `contain` (lower-cased) or `alt:"text"` (its text unquoted). `unclosed`: an unquoted text that
 * holds a quote which took in the options after it (`alt:Bob's logo | cover`), or a quote never closed.
 */
function imageOption(text: string): { name: string; argument?: string; unclosed?: boolean } {
  const colon = text.indexOf(':');
  if (colon < 0 || text.slice(0, colon).trim().toLowerCase() !== ALT) {
    return { name: text.trim().toLowerCase() };
  }
  const argument = text.slice(colon + 1).trim();
  const quoted = argument.length >= 2 && /^["']/.test(argument) && argument.endsWith(argument[0] ?? '');
  const unclosed = !quoted && (argument.includes('|') || /^["']/.test(argument));
  return { name: ALT, argument: unquote(argument), ...(unclosed ? { unclosed } : {}) };
}

function parseImageTag(raw: string, inner: string): ImageTag {
  const [pathPart, ...optionParts] = splitPipes(inner);
  const options = optionParts.map(imageOption);
  const fits = options.filter((option) => option.name !== ALT).map((option) => option.name);
  const alts = options.filter((option) => option.name === ALT);
  const alt = alts[0]?.argument?.trim();
  const parsed = parseTag(pathPart.trim() || '%');
  const path = parsed.expression.kind === 'value' ? parsed.expression.path : [];
  const base = {
    raw,
    name: parsed.name,
    key: placeholderKey(parsed.name),
    pathText: parsed.pathText,
    path,
    fit: fits.includes('cover') ? ('cover' as const) : ('contain' as const),
    ...(alt ? { alt } : {}),
    filters: options.map((option) =>
      option.name === ALT ? `${ALT}:${JSON.stringify(option.argument ?? '')}` : option.name,
    ),
  };
  if (pathPart.trim() === '' || path.length === 0 || parsed.expression.kind !== 'value') {
    return { ...base, error: 'a picture tag needs a name after "%", like {{%logo}}' };
  }
  const unknown = fits.find((filter) => !FITS.has(filter));
  if (unknown === '') return { ...base, error: 'a filter is missing after "|"' };
  if (unknown !== undefined) {
    return { ...base, error: `${UNKNOWN_FILTER} "${unknown}" (a picture takes "contain" or "cover")` };
  }
  if (fits.length > 1) return { ...base, error: 'a picture takes one fit, "contain" or "cover"' };
  if (alts.length > 1) return { ...base, error: 'a picture takes one alt text' };
  if (alts[0]?.unclosed) {
    return { ...base, error: `an alt text with a quote in it goes in double quotes, like alt:"Bob's logo"` };
  }
  if (alts.length === 1 && !alt) {
    return { ...base, error: 'the option "alt" needs a text, like alt:"Company logo"' };
  }
  return base;
}
