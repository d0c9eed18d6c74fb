import type { TextBox, TextParagraph } from '../text-model';
import type { FitCandidate, SlideFitPlan } from './fit-candidates';
import {
  fitReadBox,
  notChecked,
  LastFit,
  type FitReport,
  type RowShape,
  type TextFitting,
} from './fit-slide';
import type { Cut } from './rewrite-autofit';
import { decodeXmlText } from '../../xml/xml-text';
import {
  paragraphFrom,
  readBoxShell,
  readShellParagraph,
  readShellParagraphSource,
  type BoxShell,
  type ParagraphSource,
} from './read-text-box';
import { Fragment } from './xml-reading';
import { keepMeasures } from '../layout/prepare-text';

/** A shape's XML as pieces: literal text, or the index of the hole whose value goes there. */
export type ShapePieces = ReadonlyArray<string | number>;

/**
 * Where a hole's value goes in a shape's text, by hole index: inside a run's `<a:t>` (a run hole), or as a
 * run of its own (`wholeRun`: the run's XML around the text, none for an empty value); undefined: elsewhere.
 */
export type TextSite =
  { readonly wholeRun?: { readonly before: string; readonly after: string } } | undefined;

/**
 * A paragraph with values read once with a marker character in each value's place: a row's paragraph is this
 * source with the values' text put in, when every value is plain text (no line break). Markers are private-use
 * characters, one per value of the paragraph, which its own XML must not hold.
 */
interface QuickParagraph {
  readonly source: ParagraphSource;
  /** The holes in marker order: marker `MARKER + n` stands for `holes[n]`. */
  readonly holes: readonly number[];
}

type TemplateParagraph =
  | { readonly fixed: TextParagraph }
  | { readonly pieces: ShapePieces; readonly quick: QuickParagraph | undefined };

/** The private-use area of the BMP, U+E000 to U+F8FF: one marker per value of a paragraph, at most this many. */
const MARKER = 0xe000;
const MARKER_COUNT = 0xf8ff - MARKER + 1;
const MARKERS = /[\ue000-\uf8ff]/g;
const HAS_MARKER = /[\ue000-\uf8ff]/;

/**
 * A shape to fit, read once from the template: its frame, body and list styles, and its paragraphs
 * without holes, which are then the same objects on every row, so their measures and line breaks are kept
 * (prepare-text.ts, layout-text.ts). A row reads only the paragraphs holding its values, each from its own XML.
 */
export class ShapeTemplate {
  /** The shape's template XML (values empty), parsed once. */
  readonly fragment: Fragment;
  private readonly shell: BoxShell | undefined;
  private readonly paragraphs: readonly TemplateParagraph[];
  /** False when a hole lies in the shape outside its paragraphs: such a slide is fitted whole. */
  readonly usable: boolean;
  /** The holes whose values the shape holds: its fit depends on nothing else of a row. */
  private readonly holes: readonly number[];
  /** Its last fit, by the values it was made for (see fitOnce). */
  private readonly lastFit = new LastFit();

  constructor(
    pieces: ShapePieces,
    readonly candidate: FitCandidate,
    private readonly sites: readonly TextSite[] = [],
  ) {
    let xml = '';
    const holes: Array<{ at: number; hole: number }> = [];
    for (const piece of pieces) {
      if (typeof piece === 'string') xml += piece;
      else holes.push({ at: xml.length, hole: piece });
    }
    this.fragment = new Fragment(xml);
    const shell = readBoxShell(this.fragment, 0, candidate);
    this.shell = shell;
    let placed = 0;
    this.paragraphs = (shell?.paragraphs ?? []).map((index) => {
      const span = this.fragment.spans[index];
      const inside = holes.filter((hole) => hole.at > span.start && hole.at < span.end);
      placed += inside.length;
      if (!shell || inside.length === 0) {
        return {
          fixed: keepMeasures(readShellParagraph(this.fragment, index, shell as BoxShell, candidate)),
        };
      }
      const parts: Array<string | number> = [];
      let cursor = span.start;
      for (const hole of inside) {
        parts.push(xml.slice(cursor, hole.at), hole.hole);
        cursor = hole.at;
      }
      parts.push(xml.slice(cursor, span.end));
      return { pieces: parts, quick: quickParagraph(parts, shell, sites) };
    });
    this.usable = shell === undefined || placed === holes.length;
    this.holes = holes.map((hole) => hole.hole);
  }

  /**
   * This shape fitted for a row: `fit` runs only when the shape's values differ from the last fit's, as the
   * copies of a repeated slide mostly hold the row's same values (and sorted rows often share them); what
   * the fit reported goes to `out` either way. The bench's deck (c) fitted its repeated slide's body once
   * a row instead of five times.
   */
  fitOnce(
    values: readonly string[],
    plan: SlideFitPlan,
    fitting: TextFitting,
    out: FitReport,
    fit: (report: FitReport) => Cut[],
  ): Cut[] {
    let text = '';
    for (const hole of this.holes) text += `\u0000${values[hole]}`;
    return this.lastFit.fit(text, plan, fitting, out, fit);
  }

  /** Paragraphs with values that a row fills without reading XML (the rest are read per row). */
  get paragraphsReadOnce(): number {
    // For the spec: that the shortcut is taken, not only that it agrees with reading the XML.
    return this.paragraphs.filter((paragraph) => 'quick' in paragraph && paragraph.quick).length;
  }

  /** How the box fits its text: a box set not to ('none') is never rewritten. */
  get autofit(): TextBox['autofit'] | undefined {
    return this.shell?.box.autofit;
  }

  /** The shape as this row fills it, for `fitTemplateShapes`. */
  row(values: readonly string[]): RowShape {
    const { candidate, fragment, shell } = this;
    if (!shell) return { candidate, fragment, read: undefined };
    const paragraphs = this.paragraphs.map((paragraph) => {
      if ('fixed' in paragraph) return paragraph.fixed;
      const quick = paragraph.quick && this.quickRow(paragraph.quick, values);
      if (quick) return quick;
      let xml = '';
      for (const piece of paragraph.pieces) xml += typeof piece === 'string' ? piece : values[piece];
      return readShellParagraph(new Fragment(xml), 0, shell, candidate);
    });
    return {
      candidate,
      fragment,
      read: { box: { ...shell.box, paragraphs }, frame: shell.frame, inheritedFrame: shell.inheritedFrame },
    };
  }

  /** The row's paragraph from its source read once, or undefined when a value is more than text. */
  private quickRow(quick: QuickParagraph, values: readonly string[]): TextParagraph | undefined {
    const texts: string[] = [];
    for (const hole of quick.holes) {
      const text = valueText(values[hole], this.sites[hole]);
      if (text === undefined) return undefined;
      texts.push(text);
    }
    return paragraphFrom(quick.source, this.candidate.fonts, (raw) =>
      HAS_MARKER.test(raw) ? raw.replace(MARKERS, (marker) => texts[marker.charCodeAt(0) - MARKER]) : raw,
    );
  }
}

/** The text a rendered run value draws, or undefined when it is more than text (a line break's XML). */
function valueText(value: string, site: TextSite): string | undefined {
  const wholeRun = site?.wholeRun;
  const text =
    wholeRun && value !== ''
      ? value.slice(wholeRun.before.length, value.length - wholeRun.after.length)
      : value;
  return text.includes('<') ? undefined : decodeXmlText(text);
}

/**
 * The paragraph's source read with markers in its values' places, or undefined when it cannot stand for the
 * paragraph: a value that is not a run's text, private-use characters in the template's own XML, or markers
 * that did not land in the runs' text exactly once each and in order (a value outside the runs read).
 */
function quickParagraph(
  parts: ShapePieces,
  shell: BoxShell,
  sites: readonly TextSite[],
): QuickParagraph | undefined {
  const holes: number[] = [];
  let xml = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      // Spelled as characters or as references: either would read as a marker.
      if (HAS_MARKER.test(decodeXmlText(part))) return undefined;
      xml += part;
      continue;
    }
    if (sites[part] === undefined || holes.length >= MARKER_COUNT) return undefined;
    const marker = String.fromCharCode(MARKER + holes.length);
    const wholeRun = sites[part]?.wholeRun;
    xml += wholeRun ? wholeRun.before + marker + wholeRun.after : marker;
    holes.push(part);
  }
  const source = readShellParagraphSource(new Fragment(xml), 0, shell);
  // Exactly the markers, in order: a value nested outside the runs read loses its marker, and the values after
  // it would otherwise stand in the wrong places.
  const found = source.runs.flatMap((run) => run.text.match(MARKERS) ?? []);
  const inOrder = found.every((marker, index) => marker === String.fromCharCode(MARKER + index));
  return found.length === holes.length && inOrder ? { source, holes } : undefined;
}

/**
 * Fits a row's candidate shapes, read without writing the whole slide as a string (the pre-compressed
 * segments' fast path), reporting to `out` exactly as `fitSlideText` does: each shape's rewrites, placed in its
 * template XML (rewrites touch only its `p:spPr` and `a:bodyPr`, which hold no values). A shape is fitted again
 * only when its own values changed.
 */
export function fitTemplateShapes(
  shapes: readonly ShapeTemplate[],
  values: readonly string[],
  plan: SlideFitPlan,
  fitting: TextFitting,
  out: FitReport,
): Cut[][] {
  if (out.collectFindings) for (const shape of plan.unmatched) notChecked(plan, shape, 'shared id', out);
  return shapes.map((shape) =>
    shape.fitOnce(values, plan, fitting, out, (report) => {
      const row = shape.row(values);
      return fitReadBox(row.fragment, row.read, row.candidate, plan, fitting, report);
    }),
  );
}
