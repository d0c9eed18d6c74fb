// An .ods's content.xml as SheetJS (`@e965/xlsx`, SheetJS CE 0.20.3) reads it: its tags, their names and
// attributes, found with SheetJS's own patterns, so what is bounded or marked hidden here is what it parses.

/** SheetJS's tag pattern (`xlmlregex`): a tag's closing slash, namespace prefix and name. */
export const TAG = /<([/]?)([^\s?><!/:"]*:|)([^\s?<>:/"]+)(?:\s+[^<>=?"'\s]+="[^"]*?")*\s*[/]?>/gm;
/** SheetJS's attribute pattern (`attregexg`). */
export const ATTRIBUTE = /\s([^"\s?>/]+)\s*=\s*((?:")([^"]*)(?:")|(?:')([^']*)(?:')|([^'">\s]+))/g;

export const ROW_TAGS = new Set(['table-row', '行']);
export const TABLE_TAGS = new Set(['table', '工作表']);
export const CELL_TAGS = new Set(['table-cell', '数据', 'covered-table-cell']);

/** A tag's element name as SheetJS switches on it: without its prefix, nor anything from an underscore on. */
export function elementOf(found: RegExpMatchArray): string {
  return (found[3] ?? '').replace(/_[\s\S]*$/, '');
}

export function isClosing(found: RegExpMatchArray): boolean {
  return found[1] === '/';
}

export function isSelfClosing(tag: string): boolean {
  return tag.endsWith('/>');
}

/** An attribute's name as SheetJS keys it: after the first colon, else before an underscore; any case. */
export function keyOf(name: string): string {
  const colon = name.indexOf(':');
  if (colon >= 0) return name.slice(colon + 1).toLowerCase();
  const underscore = name.indexOf('_');
  return (underscore > 0 ? name.slice(0, underscore) : name).toLowerCase();
}

/**
 * A tag's attributes as SheetJS's `parsexmltag` reads them: keyed by keyOf (and as written), the later of two
 * wins (but not over one already read when its prefix ends in "ext"), values as written, entities kept; none
 * when no space, line feed or carriage return follows the name.
 */
export function attributesOf(tag: string): ReadonlyMap<string, string> {
  const attributes = new Map<string, string>();
  if (!/[ \n\r]/.test(tag)) return attributes;
  for (const [found] of tag.matchAll(ATTRIBUTE)) {
    const text = found.slice(1);
    const equals = text.indexOf('=');
    const name = text.slice(0, equals).trim();
    let start = equals + 1;
    while (text[start] === ' ') start++;
    const quoted = text[start] === '"' || text[start] === "'" ? 1 : 0;
    const value = text.slice(start + quoted, text.length - quoted);
    const colon = name.indexOf(':');
    let key: string;
    if (colon < 0) {
      const underscore = name.indexOf('_');
      key = underscore > 0 ? name.slice(0, underscore) : name;
    } else {
      key = (colon === 5 && name.startsWith('xmlns') ? 'xmlns' : '') + name.slice(colon + 1);
      if (attributes.get(key) && name.slice(colon - 3, colon) === 'ext') continue;
    }
    attributes.set(key, value);
    attributes.set(key.toLowerCase(), value);
  }
  return attributes;
}

/** SheetJS's comment removal (`str_remove_ng`): an unterminated comment takes the rest of the text with it. */
export function withoutComments(text: string): string {
  const kept: string[] = [];
  let last = 0;
  for (let start = text.indexOf('<!--'); start >= 0; start = text.indexOf('<!--', last)) {
    kept.push(text.slice(last, start));
    const end = text.indexOf('-->', start + 4);
    if (end < 0) return kept.join('');
    last = end + 3;
  }
  kept.push(text.slice(last));
  return kept.join('');
}
