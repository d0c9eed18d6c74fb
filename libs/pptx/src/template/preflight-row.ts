import { DataError, type DataRecord } from '@deckmill/csv/data';
import { keyed, resolvePath, valueText } from '../language/scope';
import type { CompiledTemplate, RenderOptions, RowValues } from './compiled-template';
import type { Finding, FindingKind } from './findings';
import type { Placeholder } from './placeholders';

/** What preflight found in one row's deck, deduplicated and ordered (slide, then kind). */
export interface RowReport {
  readonly findings: readonly Finding[];
}

export interface PreflightRowOptions extends RenderOptions {
  /**
   * Keys of tags already reported once for the whole template (`unknownTags`): their row-level
   * `missing_value` would repeat the same thing on every row.
   */
  readonly unknownTags?: ReadonlySet<string>;
}

/** The order findings of one slide are listed in: what leaves a hole first, then what changes the look. */
const KIND_ORDER: readonly FindingKind[] = [
  'row_fails',
  'unknown_tag',
  'missing_value',
  'empty_value',
  'image_unavailable',
  'chart_data',
  'list_too_long',
  'overflow',
  'fitted',
  'missing_glyphs',
  'not_checked',
];

const slideOf = (placeholder: Placeholder) => placeholder.occurrences.find((o) => o.slide)?.slide;
const onSlide = (slide: number | undefined, sentence: string) =>
  slide === undefined ? sentence : `Slide ${slide}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

/** Each finding once (same kind, field, slide and sentence), slide by slide (template-wide ones last). */
export function orderFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const unique = findings.filter((finding) => {
    const key = [finding.kind, finding.field ?? '', finding.slide ?? '', finding.message].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const slideRank = (finding: Finding) => finding.slide ?? Number.MAX_SAFE_INTEGER;
  return unique
    .map((finding, index) => ({ finding, index }))
    .sort(
      (left, right) =>
        slideRank(left.finding) - slideRank(right.finding) ||
        KIND_ORDER.indexOf(left.finding.kind) - KIND_ORDER.indexOf(right.finding.kind) ||
        left.index - right.index,
    )
    .map(({ finding }) => finding);
}

/** A name has data in a record: a value (even empty), a list, or dotted columns under it. */
function hasField(record: RowValues | DataRecord, key: string): boolean {
  const keys = keyed(record as DataRecord);
  if (keys.get(key) !== undefined && keys.get(key) !== null) return true;
  for (const name of keys.keys()) if (name.startsWith(`${key}.`)) return true;
  return resolvePath([record as DataRecord], key.split('.')) !== undefined;
}

/**
 * Template-level: the tags no record of the data has a column or field for (as generation maps them: a
 * mapped CSV column fills its placeholder, other columns and JSON fields match by name). Reported once
 * instead of as a missing value on every row.
 */
export function unknownTags(
  template: Pick<CompiledTemplate, 'placeholders'>,
  records: ReadonlyArray<RowValues | DataRecord>,
): Finding[] {
  if (records.length === 0) return [];
  return template.placeholders
    .filter((placeholder) => !records.some((record) => hasField(record, placeholder.key)))
    .map((placeholder) => ({
      kind: 'unknown_tag' as const,
      field: placeholder.name,
      ...(slideOf(placeholder) === undefined ? {} : { slide: slideOf(placeholder) }),
      message: onSlide(
        slideOf(placeholder),
        `The tag "${placeholder.name}" has no column or field in the data; it will be empty in every deck.`,
      ),
    }));
}

/** The error's own sentence, on one line and cut (it goes to the user, never a stack). */
function failureText(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  if (text === '') return 'an unexpected error.';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The placeholders whose value is there but empty or only spaces. */
function emptyValues(
  template: CompiledTemplate,
  values: RowValues | DataRecord,
  missing: ReadonlySet<string>,
) {
  const findings: Finding[] = [];
  for (const placeholder of template.placeholders) {
    if (missing.has(placeholder.name)) continue;
    const value = resolvePath([values as DataRecord], placeholder.key.split('.'));
    if (typeof value === 'object' && value !== null) continue;
    if (valueText(value).trim() !== '') continue;
    const slide = slideOf(placeholder);
    findings.push({
      kind: 'empty_value',
      field: placeholder.name,
      ...(slide === undefined ? {} : { slide }),
      message: onSlide(slide, `The value for "${placeholder.name}" is empty; its text will be blank.`),
    });
  }
  return findings;
}

/**
 * Preflight of one row: renders it as generation would (the bytes are dropped) and answers what
 * the user may want to fix first: missing and empty values, pictures that cannot be had, chart data that
 * cannot be drawn, and whatever rendering itself found (fitted or overflowing text, missing glyphs, long
 * lists). A list longer than the template allows fails the row in generation; here it is a finding.
 */
export async function preflightRow(
  template: CompiledTemplate,
  values: RowValues | DataRecord,
  options: PreflightRowOptions = {},
): Promise<RowReport> {
  const { unknownTags: unknown, ...renderOptions } = options;
  let deck;
  try {
    deck = await template.render(values, { ...renderOptions, collectFindings: true });
  } catch (error) {
    // One bad row is a finding, never the whole report's failure; what is known without the deck stays.
    const failure: Finding =
      error instanceof DataError
        ? { kind: 'list_too_long', message: `${error.message} The row would fail.` }
        : { kind: 'row_fails', message: `The row would fail: ${failureText(error)}` };
    const absent = template.placeholders.filter((placeholder) => !hasField(values, placeholder.key));
    const names = new Set(absent.map((placeholder) => placeholder.name));
    return {
      findings: orderFindings([
        failure,
        ...missingValues(template, names, unknown),
        ...emptyValues(template, values, names),
      ]),
    };
  }
  const missing = new Set(deck.missing);
  return {
    findings: orderFindings([
      ...missingValues(template, missing, unknown),
      ...emptyValues(template, values, missing),
      ...deck.findings,
    ]),
  };
}

/** The placeholders with no value in the row, except tags already said once for the whole template. */
function missingValues(
  template: CompiledTemplate,
  missing: ReadonlySet<string>,
  unknown: ReadonlySet<string> | undefined,
): Finding[] {
  return template.placeholders
    .filter((placeholder) => missing.has(placeholder.name) && !unknown?.has(placeholder.key))
    .map((placeholder) => {
      const slide = slideOf(placeholder);
      return {
        kind: 'missing_value' as const,
        field: placeholder.name,
        ...(slide === undefined ? {} : { slide }),
        message: onSlide(slide, `"${placeholder.name}" has no value in this row; its text will be blank.`),
      };
    });
}
