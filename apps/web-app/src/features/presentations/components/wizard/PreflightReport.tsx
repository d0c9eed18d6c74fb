import type { PreflightFindingKind, PreflightReply } from '@deckmill/api-contracts';
import { Button, Spinner } from '@deckmill/ui';
import styles from './PreflightReport.module.css';

export interface PreflightReportProps {
  /** `waiting`: the mapping is not complete yet, so there is nothing to check. */
  readonly status: 'waiting' | 'checking' | 'done' | 'failed';
  readonly report?: PreflightReply;
  /** Why the check failed (the server's words), when it did. */
  readonly error?: string | null;
  readonly onRetry: () => void;
  /** Checks once more with the pictures (automatic checks leave them out); absent: the template has none. */
  readonly onCheckPictures?: (() => void) | undefined;
  /** Back to step 2 to fix the data file. */
  readonly onFixData: () => void;
}

const KIND_TITLES: Record<PreflightFindingKind, string> = {
  unknown_tag: 'Tags without a column',
  missing_value: 'Missing values',
  empty_value: 'Empty values',
  image_unavailable: 'Pictures that cannot be found',
  chart_data: 'Chart data',
  list_too_long: 'Lists too long',
  overflow: 'Text that will overflow',
  fitted: 'Text made smaller to fit',
  missing_glyphs: 'Characters the fonts lack',
  not_checked: 'Text not checked',
  row_fails: 'Rows that would fail',
};

type ItemKind = PreflightReply['item_kind'];
type Finding = PreflightReply['template_findings'][number];

/** As the row preview names decks: "Row 3: Acme", "Group 3: South", "Object 3: Acme". */
const ITEM_TITLES: Record<ItemKind, string> = { row: 'Row', group: 'Group', object: 'Object' };
const ITEM_NOUNS: Record<ItemKind, string> = { row: 'row', group: 'group', object: 'object' };

function count(value: number, noun: string): string {
  return `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
}

/** A row's findings grouped by kind, in the order the server listed them. */
function byKind(findings: readonly Finding[]): [PreflightFindingKind, Finding[]][] {
  const groups = new Map<PreflightFindingKind, Finding[]>();
  for (const finding of findings) groups.set(finding.kind, [...(groups.get(finding.kind) ?? []), finding]);
  return [...groups];
}

function Findings({ findings, notListed = 0 }: { findings: readonly Finding[]; notListed?: number }) {
  return (
    <>
      {byKind(findings).map(([kind, group]) => (
        <div key={kind}>
          <span className={styles.muted}>{KIND_TITLES[kind]}</span>
          <ul className={styles.kind}>
            {group.map((finding, index) => (
              <li key={index}>{finding.message}</li>
            ))}
          </ul>
        </div>
      ))}
      {notListed > 0 && <p className={styles.muted}>and {count(notListed, 'more finding')}.</p>}
    </>
  );
}

function summaryOf(report: PreflightReply): string {
  const noun = ITEM_NOUNS[report.item_kind];
  const notChecked = report.rows_total - report.rows_checked;
  if (report.rows_needing_attention > 0) {
    return `${count(report.rows_needing_attention, noun)} need${report.rows_needing_attention === 1 ? 's' : ''} attention`;
  }
  if (report.template_findings.length > 0) return 'The template has tags without a column';
  if (notChecked > 0) return `The first ${count(report.rows_checked, noun)} look good`;
  return report.rows_checked === 1
    ? `The ${noun} looks good`
    : `All ${count(report.rows_checked, noun)} look good`;
}

/**
 * Step 3: the preflight's word on the data before generating: a summary ("3 rows need attention",
 * "All 120 rows look good"), the rows with their reasons grouped by kind behind a disclosure, and the choice
 * to fix the data (back to step 2) or to generate anyway (Generate stays enabled). Announced politely.
 */
export function PreflightReport({
  status,
  report,
  error,
  onRetry,
  onCheckPictures,
  onFixData,
}: PreflightReportProps) {
  if (status === 'waiting') return null;
  if (status === 'checking') {
    return (
      <div className={styles.report} role="status" aria-live="polite">
        <p className={styles.summary}>
          <Spinner size="sm" decorative /> Checking your data...
        </p>
      </div>
    );
  }
  if (status === 'failed' || !report) {
    return (
      <div className={styles.report} data-tone="warning" role="status" aria-live="polite">
        <p>The data could not be checked{error ? `: ${error}` : '.'} You can still generate.</p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Check again
          </Button>
        </div>
      </div>
    );
  }
  const attention = report.rows_needing_attention > 0 || report.template_findings.length > 0;
  const notChecked = report.rows_total - report.rows_checked;
  const noun = ITEM_NOUNS[report.item_kind];
  return (
    <div
      className={styles.report}
      data-tone={attention ? 'warning' : 'good'}
      role="status"
      aria-live="polite"
      aria-label="Data check"
    >
      <p className={styles.summary}>{summaryOf(report)}</p>
      {notChecked > 0 && (
        <p className={styles.muted}>
          {count(notChecked, `more ${noun}`)} {notChecked === 1 ? 'was' : 'were'} not checked (the check stops
          after the first {report.rows_checked.toLocaleString('en-US')}).
        </p>
      )}
      {report.images_not_checked > 0 && (
        <p className={styles.muted}>
          {count(report.images_not_checked, 'picture address')}{' '}
          {report.images_not_checked === 1 ? 'was' : 'were'} not fetched.
        </p>
      )}
      {!report.pictures_checked && onCheckPictures && (
        <div className={styles.actions}>
          <p className={styles.muted}>Pictures are not checked automatically.</p>
          <Button variant="secondary" size="sm" onClick={onCheckPictures}>
            Check pictures
          </Button>
        </div>
      )}
      {report.template_findings.length > 0 && <Findings findings={report.template_findings} />}
      {report.rows.length > 0 && (
        <details className={styles.details}>
          <summary>Show the rows</summary>
          <ul className={styles.rows}>
            {report.rows.map((row) => (
              <li key={row.row}>
                <span className={styles.rowTitle}>
                  {ITEM_TITLES[report.item_kind]} {row.row}
                  {row.label ? `: ${row.label}` : ''}
                </span>
                <Findings findings={row.findings} notListed={row.findings_not_listed} />
              </li>
            ))}
          </ul>
          {report.rows_not_listed > 0 && (
            <p className={styles.muted}>and {count(report.rows_not_listed, `more ${noun}`)}.</p>
          )}
        </details>
      )}
      {attention && (
        <>
          <p className={styles.muted}>You can generate anyway, or go back and fix the data.</p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={onFixData}>
              Fix the data
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
