import { types } from 'pg';

/** pg's typings list only scalar types' ids. */
type TypeId = Parameters<typeof types.getTypeParser>[0];

/** PostgreSQL's type ids of `text[]` and `varchar[]`, whose values `pg` hands over as array literals. */
const TEXT_ARRAY = 1009 as TypeId;
const VARCHAR_ARRAY = 1015 as TypeId;

const QUOTE = 34;
const COMMA = 44;
const BACKSLASH = 92;
const OPEN = 123;
const CLOSE = 125;

type ArrayParser = (literal: string) => unknown;

/**
 * Reads a one-dimensional array literal as PostgreSQL writes it (`{a,"b, c",NULL,""}`) with a few slices,
 * or answers undefined for anything else (nested arrays, explicit bounds such as `[0:1]={a,b}`, a literal
 * that does not end where it should), which `pg`'s own parser then reads.
 *
 * `pg`'s own (postgres-array 2) makes an object for every character and joins arrays of them: a row's notes
 * (about 1 KB of text in ten elements) cost ~60 KB of garbage to read, and the detail page reads them for a
 * hundred rows at each refresh. The answers are the same: an unquoted `NULL` is null, a quoted one the text.
 */
export function parseFlatTextArray(literal: string): Array<string | null> | undefined {
  if (literal.charCodeAt(0) !== OPEN) return undefined;
  const end = literal.length - 1;
  if (literal.charCodeAt(end) !== CLOSE) return undefined;
  const values: Array<string | null> = [];
  if (end === 1) return values;
  let at = 1;
  for (;;) {
    if (literal.charCodeAt(at) === QUOTE) {
      let text = '';
      let from = at + 1;
      let scan = from;
      for (;;) {
        if (scan >= end) return undefined;
        const code = literal.charCodeAt(scan);
        if (code === QUOTE) break;
        if (code === BACKSLASH) {
          // The escaped character starts the next piece, whatever it is.
          text += literal.slice(from, scan);
          from = scan + 1;
          scan += 2;
        } else scan += 1;
      }
      values.push(text + literal.slice(from, scan));
      at = scan + 1;
    } else {
      let scan = at;
      for (; scan < end; scan++) {
        const code = literal.charCodeAt(scan);
        if (code === COMMA) break;
        // Not written unquoted by PostgreSQL in a flat array: left to the general parser.
        if (code === OPEN || code === CLOSE || code === QUOTE || code === BACKSLASH) return undefined;
      }
      // An empty element is written quoted; unquoted, pg's parser skips it.
      if (scan === at) return undefined;
      const text = literal.slice(at, scan);
      values.push(text === 'NULL' ? null : text);
      at = scan;
    }
    if (at === end) return values;
    if (literal.charCodeAt(at) !== COMMA) return undefined;
    at += 1;
  }
}

/** `parseFlatTextArray`, falling back to `general` (pg's parser) for what it leaves. */
export function textArrayParser(general: ArrayParser): ArrayParser {
  return (literal) => {
    if (!literal) return null;
    return parseFlatTextArray(literal) ?? general(literal);
  };
}

let installed = false;

/** Makes every `pg` client of the process read `text[]` and `varchar[]` columns with `textArrayParser`. */
export function readTextArraysFlat(): void {
  if (installed) return;
  installed = true;
  for (const oid of [TEXT_ARRAY, VARCHAR_ARRAY]) {
    types.setTypeParser(oid, textArrayParser(types.getTypeParser(oid, 'text')));
  }
}
