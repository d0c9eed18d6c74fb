import type { SlideFitPlan } from '../fit/text-boxes';
import { fittedSegments, type FittedSegments } from './fitted-segments';
import type { PartTemplate } from './part-edits';
import { segmentIfSmall, type SegmentedPart } from './segmented-deflate';
import { ShapePrograms } from './shape-programs';
import { tokenPart, tokenPieces, type TokenPart } from './token-part';

/** How a flat part rendered per row is written: laid out from segments, or encoded from its matches. */
export type PartWriter = { readonly segmented: SegmentedPart } | { readonly tokens: TokenPart };

/** A section program's flat part for one shape, compiled as a flat slide's is (fitted, or not). */
export type FlatProgram = { readonly fitted: FittedSegments } | { readonly writer: PartWriter };

/**
 * A flat part's writer: its segments when they compress well enough (within `spareBytes`), else its matches;
 * null when neither can be made (not expected: such a part is deflated whole per row).
 */
export function partWriterOf(
  part: PartTemplate,
  level: number,
  spareBytes: number,
): Promise<PartWriter | null> {
  return segmentIfSmall(part, level, spareBytes).then((segmented): PartWriter | Promise<PartWriter | null> =>
    segmented
      ? { segmented }
      : tokenPart(tokenPieces(part.literals)).then(
          (tokens) => ({ tokens }),
          () => null,
        ),
  );
}

/** Compiles the flat part of one shape of a section program: fitted when the slide has text to fit. */
export async function compileFlatProgram(
  part: PartTemplate,
  fit: SlideFitPlan | undefined,
  level: number,
  spareBytes: number,
): Promise<FlatProgram | undefined> {
  if (fit) {
    const fitted = await fittedSegments(part, fit, level, spareBytes);
    return fitted ? { fitted } : undefined;
  }
  const writer = await partWriterOf(part, level, spareBytes);
  return writer ? { writer } : undefined;
}

/**
 * A part with sections, written per shape of its data like a flat part: a shape (how many items each section
 * repeats, which guards and last pages show) always writes the same literals around its values, so once a
 * second deck has it, it is compiled (ShapePrograms) and later decks are laid out or encoded from it instead of
 * filled, fitted and deflated whole. Read without awaiting, so a slide's notes keep their place in the deck.
 */
export class ProgramShapes {
  private readonly programs = new ShapePrograms<FlatProgram>();
  private readonly settled = new Map<string, FlatProgram | undefined>();
  private readonly pending = new Set<string>();
  /** The compiles under way, until they settle. */
  private readonly compiling = new Set<Promise<void>>();

  /** Resolves once every compile asked for so far has settled. */
  async compiled(): Promise<void> {
    await Promise.all([...this.compiling]);
  }

  /** The compiled flat part of `shape` once ready; until then undefined (and a compile asked for). */
  ready(shape: string, compile: () => Promise<FlatProgram | undefined>): FlatProgram | undefined {
    if (this.settled.has(shape)) return this.settled.get(shape);
    if (this.pending.has(shape)) return undefined;
    const program = this.programs.programFor(shape, compile);
    if (program) {
      this.pending.add(shape);
      const settling = program.then((flat) => {
        this.settled.set(shape, flat);
        this.pending.delete(shape);
        this.compiling.delete(settling);
      });
      this.compiling.add(settling);
    }
    return undefined;
  }
}
