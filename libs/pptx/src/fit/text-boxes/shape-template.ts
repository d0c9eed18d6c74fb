import type { TextBox, TextParagraph } from '../text-model';
import type { FitCandidate } from './fit-candidates';
import type { RowShape } from './fit-slide';
import { readBoxShell, readShellParagraph, type BoxShell } from './read-text-box';
import { Fragment } from './xml-reading';
import { keepMeasures } from '../layout/prepare-text';

/** A shape's XML as pieces: literal text, or the index of the hole whose value goes there. */
export type ShapePieces = ReadonlyArray<string | number>;

type TemplateParagraph = { readonly fixed: TextParagraph } | { readonly pieces: ShapePieces };

/**
 * A shape to fit, read once from the template (issue 19): its frame, body and list styles, and its paragraphs
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

  constructor(
    pieces: ShapePieces,
    readonly candidate: FitCandidate,
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
      return { pieces: parts };
    });
    this.usable = shell === undefined || placed === holes.length;
  }

  /** How the box fits its text: a box set not to ('none') is never rewritten. */
  get autofit(): TextBox['autofit'] | undefined {
    return this.shell?.box.autofit;
  }

  /** The shape as this row fills it, for `fitRowShapes`. */
  row(values: readonly string[]): RowShape {
    const { candidate, fragment, shell } = this;
    if (!shell) return { candidate, fragment, read: undefined };
    const paragraphs = this.paragraphs.map((paragraph) => {
      if ('fixed' in paragraph) return paragraph.fixed;
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
}
