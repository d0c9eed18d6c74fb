import type { DataRecord } from '@deckmill/csv/data';
import { describeImage } from '../images/describe-image';
import type { DeckImage, ImageSource } from '../images/image-source';
import type { CompiledTemplate, RenderOptions, RowValues } from './compiled-template';
import type { Finding } from './findings';
import { preflightRow, unknownTags } from './preflight-row';
import { taskLimit } from './task-limit';

/** One deck's data and how the user recognises its row (e.g. its first column's value). */
export interface PreflightInput {
  readonly data: RowValues | DataRecord;
  readonly label: string;
}

export interface PreflightLimits {
  /** Rows past this many are not checked (counted as such). */
  readonly maxRows: number;
  /** Rows not started within this many milliseconds are not checked. */
  readonly timeBudgetMs: number;
  /** Rows with findings listed; the rest are counted in `rowsNotListed`. */
  readonly maxListedRows: number;
  /** Distinct picture URLs fetched; later ones are taken as found (counted in `imagesNotChecked`). */
  readonly maxImageUrls: number;
  /** Findings listed per row; the rest are counted in the row's `findingsNotListed` (bounds the reply). */
  readonly maxFindingsPerRow: number;
}

/** Unbounded: the CLI checks the whole file on the user's own machine. */
export const UNBOUNDED_PREFLIGHT: PreflightLimits = {
  maxRows: Number.MAX_SAFE_INTEGER,
  timeBudgetMs: Number.POSITIVE_INFINITY,
  maxListedRows: Number.MAX_SAFE_INTEGER,
  maxImageUrls: Number.MAX_SAFE_INTEGER,
  maxFindingsPerRow: Number.MAX_SAFE_INTEGER,
};

export interface PreflightRowReport {
  /** 1-based, as the user counts the decks (a CSV row, a group, a JSON object). */
  readonly row: number;
  readonly label: string;
  readonly findings: readonly Finding[];
  /** The row's findings past `maxFindingsPerRow`. */
  readonly findingsNotListed: number;
}

export interface PreflightReport {
  readonly rowsTotal: number;
  readonly rowsChecked: number;
  readonly rowsNeedingAttention: number;
  /** Said once for the whole template (tags no column or field fills). */
  readonly templateFindings: readonly Finding[];
  /** Only rows with findings, in row order, at most `maxListedRows`. */
  readonly rows: readonly PreflightRowReport[];
  readonly rowsNotListed: number;
  /** Picture URLs past `maxImageUrls`, not fetched. */
  readonly imagesNotChecked: number;
}

/** Rows checked at once: rendering deflates on libuv's pool, and pictures may be fetched. */
const ROWS_IN_FLIGHT = 4;

const isUrl = (value: string) => /^https?:\/\//i.test(value.trim());

/** What stands in for a URL not fetched: a 1×1 picture, so the row is rendered as if it were found. */
const STAND_IN = describeImage(
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 'utf8'),
) as DeckImage;

/** Every picture taken as found, none looked up: for a check that leaves pictures out (counted by nobody). */
export const PICTURES_NOT_CHECKED: ImageSource = {
  resolve: () => Promise.resolve({ ok: true, image: STAND_IN }),
};

/** The source, fetching only the first `maxUrls` distinct URLs (archive files and data: URIs always). */
function cappedUrls(source: ImageSource, maxUrls: number) {
  const fetched = new Set<string>();
  const skipped = new Set<string>();
  const capped: ImageSource = {
    resolve: (value) => {
      if (!isUrl(value) || fetched.has(value)) return source.resolve(value);
      if (fetched.size < maxUrls) {
        fetched.add(value);
        return source.resolve(value);
      }
      skipped.add(value);
      return Promise.resolve({ ok: true, image: STAND_IN });
    },
  };
  return { capped, skipped };
}

/**
 * Renders every row (bytes dropped) as generation would and reports what each would show wrong,
 * within bounds: rows past `maxRows` or not started within `timeBudgetMs` are counted as not checked.
 */
export async function preflightRows(
  template: CompiledTemplate,
  inputs: readonly PreflightInput[],
  options: {
    readonly render?: RenderOptions;
    readonly limits?: PreflightLimits;
    /** Once aborted, no further row starts (the rows not started are counted as not checked). */
    readonly signal?: AbortSignal;
  } = {},
): Promise<PreflightReport> {
  const limits = options.limits ?? UNBOUNDED_PREFLIGHT;
  const considered = inputs.slice(0, limits.maxRows);
  const templateFindings = unknownTags(
    template,
    considered.map((input) => input.data),
  );
  const unknown = new Set(templateFindings.map((finding) => (finding.field ?? '').trim().toLowerCase()));
  const images = options.render?.images && cappedUrls(options.render.images, limits.maxImageUrls);
  const renderOptions = { ...options.render, ...(images ? { images: images.capped } : {}) };
  const deadline = performance.now() + limits.timeBudgetMs;
  const limit = taskLimit(ROWS_IN_FLIGHT);
  // Rows start in order, so the checked rows are always the first ones.
  const results = await Promise.all(
    considered.map((input, index) =>
      limit(async () => {
        if (performance.now() > deadline || options.signal?.aborted) return undefined;
        const report = await preflightRow(template, input.data, { ...renderOptions, unknownTags: unknown });
        return {
          row: index + 1,
          label: input.label,
          findings: report.findings.slice(0, limits.maxFindingsPerRow),
          findingsNotListed: Math.max(0, report.findings.length - limits.maxFindingsPerRow),
        };
      }),
    ),
  );
  const checked = results.filter((result) => result !== undefined);
  const needing = checked.filter((result) => result.findings.length > 0);
  return {
    rowsTotal: inputs.length,
    rowsChecked: checked.length,
    rowsNeedingAttention: needing.length,
    templateFindings,
    rows: needing.slice(0, limits.maxListedRows),
    rowsNotListed: Math.max(0, needing.length - limits.maxListedRows),
    imagesNotChecked: images?.skipped.size ?? 0,
  };
}
