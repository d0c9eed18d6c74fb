/** Shapes compiled per part: a batch whose lists vary in length or emptiness beyond this writes text. */
const MAX_PROGRAMS = 8;
/** Shapes remembered as seen once. */
const MAX_SEEN = 64;

/**
 * A part's programs by the shape of its data (a bound chart's or its workbook's table; the items a slide's
 * sections repeat, see program-shapes.ts): a shape is compiled when a second deck has it (a shape seen once, as with lists of every length, is not worth a compile), at most MAX_PROGRAMS of
 * them. A compile that fails is kept as undefined, so the decks of that shape are written as text.
 */
export class ShapePrograms<T> {
  private readonly programs = new Map<string, Promise<T | undefined>>();
  private readonly seen = new Set<string>();

  /** The program for `shape`, compiled on its second sighting; undefined: write this deck as text. */
  programFor(shape: string, compile: () => Promise<T | undefined>): Promise<T | undefined> | undefined {
    let program = this.programs.get(shape);
    if (program) return program;
    if (!this.seen.has(shape)) {
      if (this.seen.size < MAX_SEEN) this.seen.add(shape);
      return undefined;
    }
    if (this.programs.size >= MAX_PROGRAMS) return undefined;
    program = compile().catch(() => undefined);
    this.programs.set(shape, program);
    return program;
  }

  clear(): void {
    this.programs.clear();
    this.seen.clear();
  }
}
