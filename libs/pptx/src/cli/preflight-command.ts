import type { TextEncodingName } from '@deckmill/csv';
import { compileTemplate } from '../template/compile-template';
import { readTemplateFile } from '../template/inspect-template';
import { preflightRows, type PreflightReport } from '../template/preflight-report';
import type { Finding } from '../template/findings';
import { openCliImages } from './cli-images';
import { deckInputs } from './generate-command';

export interface PreflightOptions {
  readonly template: string;
  /** Exactly one of csv, json and workbook (an .xlsx or .ods, read at `sheet`). */
  readonly csv?: string;
  readonly json?: string;
  readonly workbook?: string;
  readonly sheet?: string;
  readonly groupBy?: string;
  /** With csv: its encoding (--encoding); absent: detected, and a guess is said on stderr. */
  readonly encoding?: TextEncodingName;
  readonly locale?: string;
  readonly map?: string;
  readonly images?: string;
  readonly allowHosts?: readonly string[];
}

/** What one deck is made from, as the HTTP answer's `item_kind` says. */
export type PreflightItemKind = 'row' | 'group' | 'object';

export function itemKindOf(options: Pick<PreflightOptions, 'json' | 'groupBy'>): PreflightItemKind {
  if (options.json !== undefined) return 'object';
  return options.groupBy ? 'group' : 'row';
}

/**
 * The deck's name for the user, cut to stay on one line: a group's value of the group_by column, else the
 * first column's (or field's) value.
 */
export function labelOf(fields: Readonly<Record<string, string>>, groupBy?: string): string {
  const wanted = groupBy?.trim().toLowerCase();
  const column = wanted
    ? Object.keys(fields).find((name) => name.trim().toLowerCase() === wanted)
    : undefined;
  const first = (column === undefined ? Object.values(fields)[0] : fields[column]) ?? '';
  const line = first.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/**
 * `deckmill preflight`: renders every deck of the data file as `generate` would (nothing is written) and
 * reports what each would show wrong. The CLI checks every row and fetches every picture URL.
 */
export async function preflightCommand(options: PreflightOptions): Promise<PreflightReport> {
  const template = compileTemplate(await readTemplateFile(options.template));
  const inputs = await deckInputs(options, template.placeholders, (line) => process.stderr.write(line));
  const images = await openCliImages(options.images, options.allowHosts ?? []);
  try {
    return await preflightRows(
      template,
      inputs.map((input) => ({ data: input.data, label: labelOf(input.fields, options.groupBy) })),
      { render: { images: images.source, ...(options.locale ? { locale: options.locale } : {}) } },
    );
  } finally {
    await images.close();
  }
}

const KIND_TITLES: Readonly<Record<Finding['kind'], string>> = {
  unknown_tag: 'unknown tag',
  missing_value: 'missing value',
  empty_value: 'empty value',
  fitted: 'fitted',
  overflow: 'overflow',
  image_unavailable: 'picture',
  list_too_long: 'list too long',
  missing_glyphs: 'missing characters',
  not_checked: 'not checked',
  chart_data: 'chart',
  row_fails: 'row fails',
};

/** The report as people read it: a summary line, then the template's and each row's findings. */
export function preflightText(report: PreflightReport, itemKind: PreflightItemKind = 'row'): string {
  const title = { row: 'Row', group: 'Group', object: 'Object' }[itemKind];
  const lines: string[] = [];
  const notChecked = report.rowsTotal - report.rowsChecked;
  if (report.rowsNeedingAttention === 0 && report.templateFindings.length === 0) {
    lines.push(`All ${report.rowsChecked} row(s) look good.`);
  } else {
    lines.push(`Checked ${report.rowsChecked} row(s): ${report.rowsNeedingAttention} need attention.`);
  }
  if (notChecked > 0) lines.push(`${notChecked} row(s) were not checked.`);
  if (report.templateFindings.length > 0) lines.push('', 'Template:');
  for (const finding of report.templateFindings)
    lines.push(`  [${KIND_TITLES[finding.kind]}] ${finding.message}`);
  for (const row of report.rows) {
    lines.push('', row.label === '' ? `${title} ${row.row}:` : `${title} ${row.row} (${row.label}):`);
    for (const finding of row.findings) lines.push(`  [${KIND_TITLES[finding.kind]}] ${finding.message}`);
  }
  if (report.rowsNotListed > 0) lines.push('', `... and ${report.rowsNotListed} more row(s) need attention.`);
  return `${lines.join('\n')}\n`;
}

/** The report for machines: the same keys as POST /api/app/presentations/preflight answers. */
export function preflightJson(report: PreflightReport, itemKind: PreflightItemKind = 'row'): string {
  const finding = ({ kind, message, field, slide }: Finding) => ({ kind, message, field, slide });
  return `${JSON.stringify(
    {
      rows_checked: report.rowsChecked,
      rows_total: report.rowsTotal,
      rows_needing_attention: report.rowsNeedingAttention,
      rows_not_listed: report.rowsNotListed,
      images_not_checked: report.imagesNotChecked,
      pictures_checked: true,
      item_kind: itemKind,
      template_findings: report.templateFindings.map(finding),
      rows: report.rows.map((row) => ({
        row: row.row,
        label: row.label,
        findings: row.findings.map(finding),
        findings_not_listed: row.findingsNotListed,
      })),
    },
    null,
    2,
  )}\n`;
}
