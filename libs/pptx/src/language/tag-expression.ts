import { parseFilters, parseSectionFilters, type FilterCall, type Paginate } from './filters';

/** A value tag: a path into the data (keys lower-cased; empty for `.`, the current item) and its filters. */
export interface ValueExpression {
  readonly path: readonly string[];
  readonly filters: readonly FilterCall[];
}

/** What one `{{ … }}` tag means. */
export type TagExpression =
  | ({ readonly kind: 'value' } & ValueExpression)
  | {
      readonly kind: 'open';
      readonly inverted: boolean;
      readonly path: readonly string[];
      /** `{{#rows | paginate}}`, a table-row section continued on repeated slides. */
      readonly paginate?: Paginate;
    }
  | { readonly kind: 'close'; readonly path: readonly string[] }
  | { readonly kind: 'slide'; readonly path: readonly string[] };

export interface ParsedTag {
  /** The top-level name a user maps a column to: the path's first segment, as typed. */
  readonly name: string;
  /** The path as typed (`customer.name`), for `inspect`. */
  readonly pathText: string;
  readonly expression: TagExpression;
  /** Set when the tag misuses the language (unknown filter, bad argument); reported at upload. */
  readonly error?: string;
}

const SECTION_SIGILS: Record<string, 'open' | 'inverted' | 'close' | 'slide'> = {
  '#': 'open',
  '^': 'inverted',
  '/': 'close',
  ':': 'slide',
};

/** Splits `customer.name` into segments; a name with an empty segment (`Mr.`) stays one segment. */
function splitPath(text: string): { typed: string[]; path: string[] } {
  const trimmed = text.trim();
  if (trimmed === '.') return { typed: ['.'], path: [] };
  const segments = trimmed.split('.').map((segment) => segment.trim());
  const typed = segments.length > 1 && segments.every((segment) => segment !== '') ? segments : [trimmed];
  return { typed, path: typed.map((segment) => segment.toLowerCase()) };
}

/** True when a tag needs more than a flat lookup of its whole name (a path or filters). */
export function isPlainValue(expression: TagExpression): boolean {
  return expression.kind === 'value' && expression.path.length === 1 && expression.filters.length === 0;
}

/** Parses the text between `{{` and `}}` (already trimmed and non-empty). */
export function parseTag(inner: string): ParsedTag {
  const sigil = SECTION_SIGILS[inner[0]];
  if (sigil) {
    const sectionBar = inner.indexOf('|');
    const { typed, path } = splitPath(sectionBar < 0 ? inner.slice(1) : inner.slice(1, sectionBar));
    const name = typed[0];
    if (name === '' || path.length === 0) {
      return {
        name: inner,
        pathText: inner,
        expression: { kind: 'value', path: [inner.toLowerCase()], filters: [] },
        error: 'a section needs a name',
      };
    }
    const pathText = typed.join('.');
    if (sectionBar >= 0) {
      const parsed = parseSectionFilters(inner.slice(sectionBar + 1));
      const expression: TagExpression = {
        kind: 'open',
        inverted: sigil === 'inverted',
        path,
        ...('paginate' in parsed ? { paginate: parsed.paginate } : {}),
      };
      if ('error' in parsed) return { name, pathText, expression, error: parsed.error };
      if (sigil !== 'open') {
        return {
          name,
          pathText,
          expression,
          error: 'only an opening "{{#…}}" section tag takes "| paginate"',
        };
      }
      return { name, pathText, expression };
    }
    if (sigil === 'close') return { name, pathText, expression: { kind: 'close', path } };
    if (sigil === 'slide') return { name, pathText, expression: { kind: 'slide', path } };
    return { name, pathText, expression: { kind: 'open', inverted: sigil === 'inverted', path } };
  }
  const bar = inner.indexOf('|');
  if (bar < 0) {
    const { typed, path } = splitPath(inner);
    return { name: typed[0], pathText: typed.join('.'), expression: { kind: 'value', path, filters: [] } };
  }
  const { typed, path } = splitPath(inner.slice(0, bar));
  const filters = parseFilters(inner.slice(bar + 1));
  const expression: TagExpression = {
    kind: 'value',
    path,
    filters: 'error' in filters ? [] : filters.calls,
  };
  const name = typed[0] === '' ? inner : typed[0];
  const pathText = typed.join('.');
  if (typed[0] === '') return { name, pathText, expression, error: 'a filtered tag needs a name before "|"' };
  return 'error' in filters
    ? { name, pathText, expression, error: filters.error }
    : { name, pathText, expression };
}
