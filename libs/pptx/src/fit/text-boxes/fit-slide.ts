import { splice } from '../../images/image-xml';
import type { Finding } from '../../template/findings';
import type { FitDecision, FontBook, TextBox } from '../text-model';
import type { FitCandidate, SlideFitPlan } from './fit-candidates';
import { readTextBox, type ReadBox } from './read-text-box';
import { autofitCut, sizeCut, normAutofitXml, scaledNormAutofit, type Cut } from './rewrite-autofit';
import { NS_PRESENTATIONML, prefixFor } from '../../xml/namespaces';
import { attributeOf, Fragment } from './xml-reading';

export type FitText = (
  box: TextBox,
  book: FontBook,
  options: { readonly maxHeight: number; readonly maxWidth: number },
) => FitDecision;

/** How text is measured and fitted for a template's renders. */
export interface TextFitting {
  readonly book: FontBook;
  readonly fit: FitText;
}

/** Where a row's fitting goes: findings for preflight, and notes for the deck's overflowing text. */
export interface FitReport {
  readonly notes: string[];
  readonly findings: Finding[];
  /** Preflight: also say which shapes could not be checked. */
  readonly collectFindings?: boolean;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * Text taller than its box (or, not wrapping, wider) by less than this (1 pt) is taken to fit: PowerPoint
 * sizes a one-line box to Calibri's line, and Carlito's measures a hair taller, so without it every such box
 * would be "grown".
 */
export const MEASURE_SLACK = 12_700;

/** The most characters a `missing_glyphs` message names. */
const MISSING_LISTED = 20;

function report(plan: SlideFitPlan, candidate: FitCandidate, decision: FitDecision, out: FitReport): void {
  const place = `Slide ${plan.slide}, "${candidate.name}"`;
  const about = {
    slide: plan.slide,
    shape: candidate.name,
    ...(candidate.field ? { field: candidate.field } : {}),
  };
  const add = (kind: Finding['kind'], sentence: string) => {
    const message = `${place}: ${sentence}`;
    out.findings.push({ kind, message, ...about });
    if (kind === 'overflow' && !out.notes.includes(message)) out.notes.push(message);
  };
  if (decision.kind === 'shrink') {
    const scale = percent(decision.scale.fontScale);
    if (decision.fits && decision.scale.fontScale >= 1) add('fitted', 'line spacing reduced to fit.');
    else if (decision.fits) add('fitted', `text shrunk to ${scale} to fit.`);
    else add('overflow', `the text overflows its box even shrunk to ${scale}.`);
  } else if (decision.kind === 'resize') {
    if (decision.fits) add('fitted', 'shape grown to fit its text.');
    else if (decision.layout.height > (decision.height ?? Infinity))
      add('overflow', 'the text runs past the bottom of the slide even with its shape grown.');
    else add('overflow', 'the text runs past the right edge of the slide even with its shape widened.');
  } else if (decision.kind === 'overflow') {
    add('overflow', 'the text overflows its box (the box is set not to fit text automatically).');
  }
  const missing = decision.layout.missingGlyphs;
  if (missing.length > 0) {
    // A value in a script no font has would list every one of its characters: the first few say enough.
    const listed = missing.slice(0, MISSING_LISTED).join(' ');
    const more = missing.length > MISSING_LISTED ? ` and ${missing.length - MISSING_LISTED} more` : '';
    add('missing_glyphs', `the fonts have no character for "${listed}"${more}; it would print as boxes.`);
  }
}

const NOT_CHECKED = {
  vertical: 'vertical text is not checked for fit.',
  'no frame': 'the text is not checked for fit (no size was found for its box).',
  'shared id':
    'the text is not checked for fit (its id is missing or another shape on the slide has it too).',
};

/** Preflight's word for a shape left as filled: its text was not measured, so nobody knows whether it fits. */
export function notChecked(
  plan: SlideFitPlan,
  candidate: { readonly name: string; readonly field?: string },
  why: keyof typeof NOT_CHECKED,
  out: FitReport,
): void {
  const reason = NOT_CHECKED[why];
  out.findings.push({
    kind: 'not_checked',
    message: `Slide ${plan.slide}, "${candidate.name}": ${reason}`,
    slide: plan.slide,
    shape: candidate.name,
    ...(candidate.field ? { field: candidate.field } : {}),
  });
}

function cutsFor(fragment: Fragment, shape: number, read: ReadBox, decision: FitDecision): Cut[] {
  const cuts: Array<Cut | undefined> = [];
  if (decision.kind === 'shrink') {
    cuts.push(autofitCut(fragment, shape, (a) => normAutofitXml(a, decision.scale)));
  } else if (
    decision.kind === 'fits' &&
    read.box.autofit === 'shrink' &&
    scaledNormAutofit(fragment, shape)
  ) {
    // The template's own scale was for its own text; this row's fits at full size.
    cuts.push(autofitCut(fragment, shape, (a) => normAutofitXml(a, undefined)));
  } else if (decision.kind === 'resize') {
    // Only a side that grows is written (a height within the measuring slack stays as the template has it).
    const grown = (size: number | undefined, own: number) =>
      size !== undefined && Math.round(size) > own ? Math.round(size) : undefined;
    const cx = grown(decision.width, read.frame.cx);
    const cy = grown(decision.height, read.frame.cy);
    if (cx !== undefined || cy !== undefined) cuts.push(sizeCut(fragment, shape, read.frame, { cx, cy }));
  }
  return cuts.filter((cut): cut is Cut => cut !== undefined);
}

/** Every `p:sp` of a slide, where it is and its `p:cNvPr id`, found by scanning (shapes never nest). */
function shapeSpans(xml: string, p: string): Array<{ start: number; end: number; id: string }> {
  const open = `<${p}:sp`;
  const close = `</${p}:sp>`;
  const spans: Array<{ start: number; end: number; id: string }> = [];
  for (let start = xml.indexOf(open); start >= 0; start = xml.indexOf(open, start + open.length)) {
    const next = xml[start + open.length];
    if (next !== '>' && next !== ' ' && next !== '\t' && next !== '\n' && next !== '\r') continue;
    const closeAt = xml.indexOf(close, start);
    if (closeAt < 0) break;
    const end = closeAt + close.length;
    const head = xml.indexOf(`<${p}:cNvPr`, start);
    const id =
      head >= 0 && head < end ? attributeOf(xml.slice(head, xml.indexOf('>', head) + 1), 'id') : undefined;
    spans.push({ start, end, id: id ?? '' });
    start = closeAt;
  }
  return spans;
}

/**
 * One shape's last fit, answered again while the shape's text (its values, or its filled XML), the slide's fit
 * plan and the template's fitting stay the same: a repeated slide's copies and a paginated table's pages hold
 * the same shapes around what repeats. What the fit reported is given to every caller (notes once each).
 */
export class LastFit {
  private last?: {
    readonly key: string;
    readonly plan: SlideFitPlan;
    readonly fitting: TextFitting;
    readonly cuts: Cut[];
    readonly report: FitReport;
  };

  fit(
    text: string,
    plan: SlideFitPlan,
    fitting: TextFitting,
    out: FitReport,
    fit: (report: FitReport) => Cut[],
  ): Cut[] {
    const key = `${out.collectFindings ? 'findings' : 'notes'}\u0000${text}`;
    let last = this.last;
    if (last?.key !== key || last.plan !== plan || last.fitting !== fitting) {
      const report: FitReport = { notes: [], findings: [], collectFindings: out.collectFindings };
      last = { key, plan, fitting, cuts: fit(report), report };
      this.last = last;
    }
    for (const note of last.report.notes) if (!out.notes.includes(note)) out.notes.push(note);
    for (const finding of last.report.findings) out.findings.push({ ...finding });
    return last.cuts;
  }
}

/** Per candidate shape of a whole slide fitted from its XML, its last fit (see fitShape). */
const lastFits = new WeakMap<FitCandidate, LastFit>();

/**
 * Fits one candidate shape given as its own XML: its cuts (offsets in `xml`); what was done goes to `out`.
 * The same XML fits the same way, so it is fitted once (LastFit).
 */
function fitShape(
  xml: string,
  candidate: FitCandidate,
  plan: SlideFitPlan,
  fitting: TextFitting,
  out: FitReport,
): Cut[] {
  let last = lastFits.get(candidate);
  if (!last) {
    last = new LastFit();
    lastFits.set(candidate, last);
  }
  return last.fit(xml, plan, fitting, out, (report) => {
    // Only the candidate shapes are parsed, not the whole slide (a slide may hold a large table).
    const fragment = new Fragment(xml);
    return fitReadBox(fragment, readTextBox(fragment, 0, candidate), candidate, plan, fitting, report);
  });
}

/**
 * Fits a shape's box as read (`fragment` is the shape's XML, where the cuts are placed): its cuts; what was
 * done goes to `out`.
 */
export function fitReadBox(
  fragment: Fragment,
  read: ReadBox | undefined,
  candidate: FitCandidate,
  plan: SlideFitPlan,
  fitting: TextFitting,
  out: FitReport,
): Cut[] {
  const shape = 0;
  // Vertical text is not measured (see docs/fit-and-preflight.md).
  if (!read || read.box.vertical) {
    if (out.collectFindings) notChecked(plan, candidate, read ? 'vertical' : 'no frame', out);
    return [];
  }
  // A resized shape grows down to the slide's bottom and, when its text does not wrap, right to its right
  // edge (from its left whatever the text's alignment: see docs/fit-and-preflight.md).
  const top = read.frame.y + candidate.groupShift.y;
  const left = read.frame.x + candidate.groupShift.x;
  const maxHeight = Math.max(read.box.height, plan.slideHeight - top);
  const maxWidth = Math.max(read.box.width, plan.slideWidth - left);
  // A line that does not wrap gets the same slack across (a wrapping box's width decides its line breaks).
  const box = {
    ...read.box,
    height: read.box.height + MEASURE_SLACK,
    width: read.box.wrap ? read.box.width : read.box.width + MEASURE_SLACK,
  };
  let decision: FitDecision;
  try {
    decision = fitting.fit(box, fitting.book, { maxHeight, maxWidth });
  } catch {
    // A font that cannot be measured (a damaged embedded font) leaves the shape as filled, as before
    // fitting existed, rather than failing the row.
    return [];
  }
  const cuts = cutsFor(fragment, shape, read, decision);
  report(plan, candidate, decision, out);
  return cuts;
}

/**
 * Fits the text of a row's filled slide: each candidate shape (found by `p:cNvPr id`) is read into a box,
 * fitted, and its `a:normAutofit` scale or its height rewritten; what was done goes to `out`.
 */
export function fitSlideText(xml: string, plan: SlideFitPlan, fitting: TextFitting, out: FitReport): string {
  const byId = new Map(plan.candidates.map((candidate) => [candidate.id, candidate]));
  const cuts: Cut[] = [];
  if (out.collectFindings) for (const shape of plan.unmatched) notChecked(plan, shape, 'shared id', out);
  for (const found of slideShapes(xml)) {
    const candidate = byId.get(found.id);
    if (!candidate) continue;
    const offset = found.start;
    for (const cut of fitShape(xml.slice(found.start, found.end), candidate, plan, fitting, out)) {
      cuts.push({ start: cut.start + offset, end: cut.end + offset, text: cut.text });
    }
  }
  return cuts.length === 0
    ? xml
    : splice(
        xml,
        cuts.sort((a, b) => a.start - b.start),
      );
}

/** Every `p:sp` of a slide's XML, where it is and its `p:cNvPr id`. */
export function slideShapes(xml: string): Array<{ start: number; end: number; id: string }> {
  return shapeSpans(xml, prefixFor(xml, NS_PRESENTATIONML, 'p'));
}

/** A shape to fit as the segments' fast path reads it per row (see shape-template.ts). */
export interface RowShape {
  readonly candidate: FitCandidate;
  /** The shape's template XML, parsed once: where a rewrite would go. */
  readonly fragment: Fragment;
  /** The row's box, undefined when the shape has no frame. */
  readonly read: ReadBox | undefined;
}
