import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { layoutZip, type PreparedEntry } from '../zip/deck-zip-writer';
import { METHOD_DEFLATED } from '../zip/zip-format';
import type { CompiledPart } from './compile-part';
import { fillPart, renderHole, type HoleContext } from './holes';
import type { Placeholder } from './placeholders';
import type { Finding } from './findings';
import { RenderedDeck } from './rendered-deck';
import { assembleSegments, segmentIfSmall, type SegmentedPart } from './segmented-deflate';
import { placeholderKey } from './tag-syntax';
import { runProgram } from './section-program';
import type { TemplateStructure } from './template-structure';
import { renderSlideDeck, type DeckParts, type SlideDeckPlan } from './slide-repeat';
import { encodeEntryName } from '../zip/zip-headers';
import type { DataRecord, DataValue } from '@deckmill/csv/data';
import { keyed } from '../language/scope';
import type { TemplateLimits } from '../limits';
import { taskLimit } from './task-limit';
import type { ImageSource } from '../images/image-source';
import {
  boundChartText,
  boundEntry,
  boundWorkbookEntry,
  type BoundChartPlan,
  type BoundWorkbookPlan,
} from '../charts/chart-render';
import { resolveDeckImages, type ImagePlan } from '../images/deck-images';
import { withImageParts } from '../images/image-parts';
import { checkTableRunOff, tablePages, type TableCheck, type TableGeometry } from './table-pagination';
import { fitSlideText, type SlideFitPlan, type TextFitting } from '../fit/text-boxes';

function scalarText(value: DataValue): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** A top-level name has data: a value, a list, or (for a CSV column `customer.name`) a dotted column. */
function hasValue(values: RowValues | DataRecord, key: string): boolean {
  const keys = keyed(values as DataRecord);
  if (keys.get(key) !== undefined && keys.get(key) !== null) return true;
  for (const name of keys.keys()) if (name.startsWith(`${key}.`)) return true;
  return false;
}

const deflateRawAsync = promisify(deflateRaw);

/** How each entry of the template becomes an entry of an output deck. */
export type EntryPlan =
  | { readonly kind: 'copy'; readonly entry: PreparedEntry }
  /**
   * A part with sections: its program is run per deck and the result deflated. `tables` (issue 18): its
   * repeated, not paginated tables, reported when they run off the slide.
   */
  | {
      readonly kind: 'program';
      readonly part: CompiledPart;
      readonly original: PreparedEntry;
      readonly tables?: readonly TableCheck[];
      /** Issue 18: a slide's shapes whose text is fitted after filling (see fit/text-boxes). */
      readonly fit?: SlideFitPlan;
    }
  | {
      readonly kind: 'render';
      readonly part: CompiledPart;
      /** The unchanged entry, used when the part has only a watermark hole and none is wanted. */
      readonly original: PreparedEntry;
      readonly hasValues: boolean;
      readonly fit?: SlideFitPlan;
    }
  /** Issue 17: a chart bound to a list by `{{chart:list}}`, and its embedded workbook (see charts/). */
  | BoundChartPlan
  | BoundWorkbookPlan;

export interface RenderOptions {
  /** Adds a small "Made with Deckmill" text box to every slide (the free plan). */
  readonly watermark?: boolean;
  /** BCP 47 locale for the number, currency, percent and date filters (default en-US). */
  readonly locale?: string;
  /**
   * Where `{{%name}}` pictures come from (issue 17). Without one, every image value is reported in the deck's
   * notes and the template's picture stays.
   */
  readonly images?: ImageSource;
  /**
   * Runs the checks whose only output is findings (issue 18: tables that run off the slide), which cost a
   * text layout of every repeated row. Only preflight reads findings, so generation leaves it off.
   */
  readonly collectFindings?: boolean;
}

const DEFAULT_LOCALE = 'en-US';

/**
 * Compressions in flight per render: libuv's default thread pool size, so one render still fills the
 * pool, while a deck with many repeated slides no longer holds a zlib state for every copied part.
 */
export const DEFLATES_IN_FLIGHT = 4;

type Deflate = (xml: string, original: PreparedEntry) => Promise<PreparedEntry>;

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
    private readonly limits: Pick<TemplateLimits, 'maxListItems'>,
    private readonly slideDeck:
      { readonly plan: SlideDeckPlan; readonly sourceText: ReadonlyMap<string, string> } | undefined,
    /** Tags with filters and sections with their kind and nesting, for `inspect`. */
    readonly structure: TemplateStructure,
    /** The template's `{{%name}}` pictures (issue 17); undefined keeps the render exactly as without. */
    private readonly imagePlan: ImagePlan | undefined,
    /** How filled tables are measured (issue 18: tables that continue, tables that run off). */
    private readonly geometry: TableGeometry,
    /** Issue 18: how text is measured, made once on first use (templates without such text never make it). */
    private readonly fitting: () => TextFitting,
  ) {}

  async render(values: RowValues | DataRecord, options: RenderOptions = {}): Promise<RenderedDeck> {
    const lookup = new Map<string, string>();
    for (const [name, value] of Object.entries(values)) {
      const text = scalarText(value);
      if (text !== undefined) lookup.set(placeholderKey(name), text);
    }
    const missing = this.placeholders
      .filter((placeholder) => !lookup.has(placeholder.key) && !hasValue(values, placeholder.key))
      .map((p) => p.name);
    const notes: string[] = [];
    const findings: Finding[] = [];
    const images = this.imagePlan
      ? await resolveDeckImages(
          this.imagePlan,
          [values],
          (this.slideDeck?.plan.sections ?? []).filter((section) => !section.pagesOnly),
          options.images,
          notes,
          undefined,
          findings,
        )
      : undefined;
    const context: HoleContext = {
      values: lookup,
      watermark: options.watermark === true,
      scope: [values],
      locale: options.locale ?? DEFAULT_LOCALE,
      notes,
      findings,
      collectFindings: options.collectFindings === true,
      ...(images ? { images } : {}),
    };
    const limit = taskLimit(DEFLATES_IN_FLIGHT);
    const deflate: Deflate = (xml, original) => limit(() => this.deflatePart(xml, original));
    const entries = this.slideDeck
      ? await renderSlideDeck(
          this.slideDeck.plan,
          this.deckParts(this.slideDeck.sourceText, deflate),
          context,
          (section, copyContext) => {
            const pages = section.pages;
            if (!pages) return [];
            const plan = this.plans[this.slideDeck?.plan.names.indexOf(section.slidePart) ?? -1];
            const renderSlide = (full: HoleContext) =>
              plan?.kind === 'program' ? runProgram(plan.part.program ?? [], full, this.limits) : '';
            return tablePages(pages, copyContext, renderSlide, this.geometry, section.slide);
          },
        )
      : await Promise.all(this.plans.map((plan) => this.entryFor(plan, context, deflate)));
    const written = images ? await withImageParts(entries, images, deflate) : entries;
    return new RenderedDeck(layoutZip(written), missing, context.notes, context.findings);
  }

  /** The parts of this template as a deck with slide sections renders, copies and renames them. */
  private deckParts(sourceText: ReadonlyMap<string, string>, deflate: Deflate): DeckParts {
    const names = this.slideDeck?.plan.names ?? [];
    const originalOf = (plan: EntryPlan) => (plan.kind === 'copy' ? plan.entry : plan.original);
    return {
      entryFor: (index, context) => this.entryFor(this.plans[index], context, deflate),
      textOf: (index, context) => {
        const plan = this.plans[index];
        if (plan.kind === 'program') return this.fitted(this.programText(plan, context), plan.fit, context);
        if (plan.kind === 'render') return this.fitted(fillPart(plan.part, context), plan.fit, context);
        if (plan.kind === 'chart') return boundChartText(plan, context);
        return sourceText.get(names[index]);
      },
      write: (xml, index, name) => {
        const original = originalOf(this.plans[index]);
        return deflate(xml, name ? { ...original, nameBytes: encodeEntryName(name) } : original);
      },
      copyAs: (index, name, context) => {
        const plan = this.plans[index];
        const entry = { ...originalOf(plan), nameBytes: encodeEntryName(name) };
        return plan.kind === 'workbook' ? boundWorkbookEntry(plan, context, entry) : entry;
      },
    };
  }

  private entryFor(
    plan: EntryPlan,
    context: HoleContext,
    deflate: Deflate,
  ): PreparedEntry | Promise<PreparedEntry> {
    if (plan.kind === 'copy') return plan.entry;
    if (plan.kind === 'chart' || plan.kind === 'workbook') return boundEntry(plan, context, deflate);
    if (plan.kind === 'program') {
      return deflate(this.fitted(this.programText(plan, context), plan.fit, context), plan.original);
    }
    if (plan.fit) {
      // Fitting reads the filled XML, so such a slide is deflated whole, not through the pre-compressed
      // segments' fast path (its cost: docs/fit-and-preflight.md, "Fitting text").
      return deflate(this.fitted(fillPart(plan.part, context), plan.fit, context), plan.original);
    }
    if (plan.hasValues) return this.renderPart(plan.part, plan.original, context, deflate);
    if (!context.watermark) return plan.original;
    // A slide without tags looks the same in every watermarked deck: render it once (not limited by
    // this render, as later renders share it).
    const cached =
      this.watermarked.get(plan) ??
      this.renderPart(plan.part, plan.original, context, (xml, original) => this.deflatePart(xml, original));
    this.watermarked.set(plan, cached);
    return cached;
  }

  /** A structured part's XML for one deck; collecting findings, its repeated tables are checked too. */
  private programText(plan: Extract<EntryPlan, { kind: 'program' }>, context: HoleContext): string {
    const xml = runProgram(plan.part.program ?? [], context, this.limits);
    if (plan.tables && context.collectFindings) checkTableRunOff(xml, plan.tables, this.geometry, context);
    return xml;
  }

  private async renderPart(
    part: CompiledPart,
    original: PreparedEntry,
    context: HoleContext,
    deflate: Deflate,
  ) {
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
    return deflate(fillPart(part, context), original);
  }

  /** A slide's filled XML with its text fitted (issue 18), or as it is when it has nothing to fit. */
  private fitted(xml: string, fit: SlideFitPlan | undefined, context: HoleContext): string {
    return fit ? fitSlideText(xml, fit, this.fitting(), context) : xml;
  }

  /** Deflates a part written whole for one deck (through the render's limit, see DEFLATES_IN_FLIGHT). */
  private async deflatePart(xml: string, original: PreparedEntry): Promise<PreparedEntry> {
    const raw = Buffer.from(xml, 'utf8');
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
