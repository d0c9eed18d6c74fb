import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { layoutZip, type PreparedEntry } from '../zip/deck-zip-writer';
import { METHOD_DEFLATED } from '../zip/zip-format';
import type { CompiledPart } from './compile-part';
import { fillPart, renderHole, type HoleContext } from './holes';
import type { Placeholder } from './placeholders';
import { RenderedDeck } from './rendered-deck';
import { assembleSegments, segmentIfSmall, type SegmentedPart } from './segmented-deflate';
import { placeholderKey } from './tag-syntax';

const deflateRawAsync = promisify(deflateRaw);

/** How each entry of the template becomes an entry of an output deck. */
export type EntryPlan =
  | { readonly kind: 'copy'; readonly entry: PreparedEntry }
  | {
      readonly kind: 'render';
      readonly part: CompiledPart;
      /** The unchanged entry, used when the part has only a watermark hole and none is wanted. */
      readonly original: PreparedEntry;
      readonly hasValues: boolean;
    };

export interface RenderOptions {
  /** Adds a small "Made with Deckmill" text box to every slide (the free plan). */
  readonly watermark?: boolean;
}

/** A row of values by placeholder name; names match case-insensitively after trimming. */
export type RowValues = Readonly<Record<string, string | undefined>>;

/**
 * A template parsed once. Rendering a row fills the holes of the parts that hold tags, deflates only
 * those (on libuv's thread pool, so parts and concurrent rows compress in parallel) and lays the deck
 * out around the untouched entries' original compressed bytes.
 */
export class CompiledTemplate {
  private readonly watermarked = new Map<EntryPlan, Promise<PreparedEntry>>();
  /** Per part, its pre-compressed segments, or null where deflating each row's part is smaller. */
  private readonly segments = new Map<CompiledPart, Promise<SegmentedPart | null>>();

  constructor(
    readonly placeholders: readonly Placeholder[],
    readonly slideCount: number,
    private readonly plans: readonly EntryPlan[],
    private readonly deflateLevel: number,
  ) {}

  async render(values: RowValues, options: RenderOptions = {}): Promise<RenderedDeck> {
    const lookup = new Map<string, string>();
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) lookup.set(placeholderKey(name), value);
    }
    const missing = this.placeholders
      .filter((placeholder) => !lookup.has(placeholder.key))
      .map((p) => p.name);
    const context: HoleContext = { values: lookup, watermark: options.watermark === true };
    const entries = await Promise.all(this.plans.map((plan) => this.entryFor(plan, context)));
    return new RenderedDeck(layoutZip(entries), missing);
  }

  private entryFor(plan: EntryPlan, context: HoleContext): PreparedEntry | Promise<PreparedEntry> {
    if (plan.kind === 'copy') return plan.entry;
    if (plan.hasValues) return this.renderPart(plan.part, plan.original, context);
    if (!context.watermark) return plan.original;
    // A slide without tags looks the same in every watermarked deck: render it once.
    const cached = this.watermarked.get(plan) ?? this.renderPart(plan.part, plan.original, context);
    this.watermarked.set(plan, cached);
    return cached;
  }

  private async renderPart(part: CompiledPart, original: PreparedEntry, context: HoleContext) {
    const segmented = await this.segmentsOf(part);
    if (segmented) {
      const values = part.holes.map((hole) => Buffer.from(renderHole(hole, context), 'utf8'));
      const laidOut = assembleSegments(segmented, values);
      const entry: PreparedEntry = {
        nameBytes: original.nameBytes,
        modified: original.modified,
        method: METHOD_DEFLATED,
        crc32: laidOut.crc32,
        compressedSize: laidOut.data.byteLength,
        uncompressedSize: laidOut.uncompressedSize,
        data: laidOut.data,
      };
      return entry;
    }
    const raw = Buffer.from(fillPart(part, context), 'utf8');
    const data = await deflateRawAsync(raw, { level: this.deflateLevel });
    const entry: PreparedEntry = {
      nameBytes: original.nameBytes,
      modified: original.modified,
      method: METHOD_DEFLATED,
      crc32: crc32(raw),
      compressedSize: data.byteLength,
      uncompressedSize: raw.byteLength,
      data,
    };
    return entry;
  }

  /** Decided on a part's first render (not at compile time, so checking an upload never pays for it). */
  private segmentsOf(part: CompiledPart): Promise<SegmentedPart | null> {
    let chosen = this.segments.get(part);
    if (!chosen) {
      // Rows rendered meanwhile wait for the same promise; a failure (out of memory) is not kept.
      chosen = segmentIfSmall(part, this.deflateLevel);
      this.segments.set(part, chosen);
      chosen.catch(() => this.segments.delete(part));
    }
    return chosen;
  }
}
