// The pages of a paginated table for one deck, and the report of a table that runs off its slide.
import { resolvePath, sectionItems } from '../language/scope';
import type { Paginate } from '../language/filters';
import type { Finding } from './findings';
import type { HoleContext, TablePage } from './holes';
import type { TableRows } from './section-tree';
import { capPages, fittedPages, fixedPages, MAX_TABLE_PAGES, type PageRange } from './table-pages';
import {
  findTableFrame,
  rowHeight,
  type TableFrame,
  type TextHeight,
  type ThemeFonts,
} from './table-measure';

/** A slide's `{{#rows | paginate}}` table section, found at compile time. */
export interface TablePagination {
  readonly path: readonly string[];
  readonly name: string;
  readonly paginate: Paginate;
  readonly table: TableRows;
}

/** What measuring a filled table needs: the text layout, the theme's fonts and the slide's height. */
export interface TableGeometry {
  readonly textHeight: TextHeight;
  readonly theme: ThemeFonts;
  readonly slideHeight: number;
}

/**
 * A table frame PowerPoint wrote is exactly as tall as its rows and so marks no space; then the table may
 * grow down to the slide's bottom less this share of the slide's height.
 */
export const BOTTOM_MARGIN_SHARE = 0.05;

const sum = (heights: readonly number[]) => heights.reduce((total, height) => total + height, 0);
const centimetres = (emu: number) => (emu / 360_000).toFixed(1);

/** The space a paginated table's rows may fill: the frame when drawn taller than its rows, else to the bottom. */
export function tableSpace(frame: TableFrame, table: TableRows, slideHeight: number): number {
  const templateRows = table.headerRows + table.itemRows + table.footerRows;
  const rows = frame.rows.map((row) => row.minHeight);
  const stated =
    sum(rows.slice(0, table.headerRows)) +
    sum(rows.slice(rows.length - table.footerRows)) +
    sum(rows.slice(table.headerRows, table.headerRows + table.itemRows)) *
      (rows.length >= templateRows ? 2 : 1);
  if (frame.height >= stated) return frame.height;
  return Math.max(0, slideHeight * (1 - BOTTOM_MARGIN_SHARE) - frame.top);
}

/** Heights (EMU) of the header, each item's rows and the footer of a filled table, or undefined if it does not match. */
export function measuredRows(
  frame: TableFrame,
  table: TableRows,
  count: number,
  geometry: TableGeometry,
): { header: number; items: number[]; footer: number } | undefined {
  if (frame.rows.length !== table.headerRows + table.footerRows + count * table.itemRows) return undefined;
  const heights = frame.rows.map((row) => rowHeight(row, frame.columns, geometry.textHeight, geometry.theme));
  const items: number[] = [];
  for (let item = 0; item < count; item++) {
    const from = table.headerRows + item * table.itemRows;
    items.push(sum(heights.slice(from, from + table.itemRows)));
  }
  return {
    header: sum(heights.slice(0, table.headerRows)),
    items,
    footer: sum(heights.slice(heights.length - table.footerRows)),
  };
}

function autoPages(
  pagination: TablePagination,
  count: number,
  slideXml: string,
  geometry: TableGeometry,
  report: () => void,
): PageRange[] {
  const frame = findTableFrame(slideXml, pagination.table.frameId);
  const rows = frame && measuredRows(frame, pagination.table, count, geometry);
  if (!frame || !rows) {
    report();
    return fixedPages(count, Math.max(1, count));
  }
  const space = tableSpace(frame, pagination.table, geometry.slideHeight) - rows.header;
  return fittedPages(rows.items, space, rows.footer);
}

/**
 * The pages a slide with a paginated table has for `context`. `renderSlide` writes the slide with every
 * item (only auto mode, `| paginate` without a number, asks for it: its rows are measured once filled).
 */
export function tablePages(
  pagination: TablePagination,
  context: HoleContext,
  renderSlide: (context: HoleContext) => string,
  geometry: TableGeometry,
  slide: number,
): TablePage[] {
  const count = sectionItems(resolvePath(context.scope, pagination.path), false).length;
  const { perPage } = pagination.paginate;
  // A filled table whose rows cannot be told apart (rows shown or left out by a condition) stays whole.
  const unmeasured = () => {
    if (!context.collectFindings) return;
    addFinding(context, {
      kind: 'list_too_long',
      message:
        `Slide ${slide}: the rows of the list "${pagination.name}" could not be measured, so its table stays ` +
        `on one slide and may run off it; write {{#${pagination.name} | paginate:N}} for N items a slide.`,
      field: pagination.name,
      slide,
      ...shapeOf(pagination.table),
    });
  };
  const ranges =
    perPage !== undefined
      ? fixedPages(count, perPage)
      : autoPages(pagination, count, renderSlide(context), geometry, unmeasured);
  const { pages, dropped } = capPages(ranges);
  if (dropped > 0) {
    const message =
      `Slide ${slide}: the list "${pagination.name}" needs more than ${MAX_TABLE_PAGES} slides; ` +
      `the last ${dropped} of its ${count} items are left out.`;
    addFinding(context, {
      kind: 'list_too_long',
      message,
      field: pagination.name,
      slide,
      ...shapeOf(pagination.table),
    });
    context.notes.push(message);
  }
  return pages.map((range, index) => ({ ...range, number: index + 1, count: pages.length }));
}

const shapeOf = (table: TableRows) => (table.shape === undefined ? {} : { shape: table.shape });

/** A finding once per deck (a slide copied per item or page would report the same table again). */
export function addFinding(context: HoleContext, finding: Finding): void {
  if (!context.findings.some((known) => known.message === finding.message)) context.findings.push(finding);
}

/** A repeated table-row section (not paginated, or `paginate:N`), to check against the slide's bottom. */
export interface TableCheck {
  readonly slide: number;
  readonly name: string;
  readonly table: TableRows;
  /** `paginate:N`: its pages may still hold more rows than the slide does. */
  readonly perPage?: number;
}

/** Whether a filled table reaches past the slide's bottom: row heights first, text measured only as needed. */
function runsOff(frame: TableFrame, geometry: TableGeometry): boolean {
  const room = geometry.slideHeight - frame.top;
  if (sum(frame.rows.map((row) => row.minHeight)) > room) return true;
  let height = 0;
  for (const row of frame.rows) {
    height += rowHeight(row, frame.columns, geometry.textHeight, geometry.theme);
    if (height > room) return true;
  }
  return false;
}

/** Reports each checked table of a filled slide whose rows reach past the slide's bottom. */
export function checkTableRunOff(
  slideXml: string,
  checks: readonly TableCheck[],
  geometry: TableGeometry,
  context: HoleContext,
): void {
  for (const check of checks) {
    const frame = findTableFrame(slideXml, check.table.frameId);
    if (!frame || !runsOff(frame, geometry)) continue;
    const room = Math.max(0, geometry.slideHeight - frame.top);
    const place = `Slide ${check.slide}${check.table.shape === undefined ? '' : `, "${check.table.shape}"`}`;
    addFinding(context, {
      kind: 'list_too_long',
      message:
        `${place}: the table's ${frame.rows.length} rows run off the bottom of the slide ` +
        `(${centimetres(room)} cm are left under its top); write ` +
        (check.perPage === undefined
          ? `{{#${check.name} | paginate}} to continue it on the next slide.`
          : `{{#${check.name} | paginate}} to put as many rows on a slide as fit, or fewer than ${check.perPage} a slide.`),
      field: check.name,
      slide: check.slide,
      ...shapeOf(check.table),
    });
  }
}

/** The scope frame of a page: `{{page}}` and `{{pages}}`, 1-based. */
export function pageContext(context: HoleContext, page: TablePage): HoleContext {
  return { ...context, page, scope: [...context.scope, { page: page.number, pages: page.count }] };
}
