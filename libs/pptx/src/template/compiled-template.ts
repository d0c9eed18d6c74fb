import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { encodeEntryName, layoutZip, METHOD_DEFLATED, type PreparedEntry } from '@deckmill/zip';
import type { CompiledPart } from './compile-part';
import { fillPart, renderHole, renderRunText, type HoleContext } from './holes';
import type { Placeholder } from './placeholders';
import type { Finding } from './findings';
import { RenderedDeck } from './rendered-deck';
import { assembleSegments, deflatedEntry, type SegmentedPart } from './segmented-deflate';
import { placeholderKey } from './tag-syntax';
import { flatProgram, runProgram, runProgramShape } from './section-program';
import { compileFlatProgram, partWriterOf, ProgramShapes, type PartWriter } from './program-shapes';
import type { TemplateStructure } from './template-structure';
import { renderSlideDeck, type DeckParts, type SlideDeckPlan } from './slide-repeat';
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
import { unusedSampleMedia } from '../images/template-media';
import { checkTableRunOff, tablePages, type TableCheck, type TableGeometry } from './table-pagination';
import { fitSlideText, fitTemplateShapes, type FitReport, type SlideFitPlan } from '../fit/text-boxes';
import type { TemplateFitting } from '../fit/text-boxes/template-fitting';
import { fittedSegments, rewrittenSites, type FittedSegments } from './fitted-segments';
import { countDeck, countWritePath } from './write-paths';
import { encodeTokens, type TokenPart } from './token-part';
import { windowBitsFor } from './deflate-window';
import { DeflatedTextCache } from './deflated-text-cache';
import { needsGeneral, partWriters, writerFor, type PartWriters } from './part-writers';

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

/** How much larger than the template a deck may get from parts laid out from segments (see spareBytesPerPart). */
const DECK_GROWTH_ALLOWANCE = 0.05;

function spareBytes(plans: readonly EntryPlan[]): number {
  let templateBytes = 0;
  let rendered = 0;
  for (const plan of plans) {
    if (plan.kind === 'copy') templateBytes += plan.entry.compressedSize;
    else if ('original' in plan) templateBytes += plan.original.compressedSize;
    // A part with sections is written from its shapes' flat parts with the same allowance.
    if ((plan.kind === 'render' && (plan.hasValues || plan.fit)) || plan.kind === 'program') rendered++;
  }
  return rendered === 0 ? 0 : Math.floor((templateBytes * DECK_GROWTH_ALLOWANCE) / rendered);
}

/**
 * A fitted slide's slots for its matches' encoding, in document order: each hole's value, and each rewritable
 * span's text (this row's rewrite, else the template's).
 */
function fittedSlots(
  fitted: FittedSegments,
  slotValues: readonly string[],
  rewritten: ReadonlyMap<number, Buffer>,
): Uint8Array[] {
  const literals = fitted.tokens?.literals ?? [];
  const spans = new Set(fitted.sites.map((site) => site.literal));
  const slots: Uint8Array[] = [];
  for (let index = 0; index < literals.length; index++) {
    if (index > 0) slots.push(Buffer.from(slotValues[index - 1], 'utf8'));
    if (spans.has(index)) slots.push(rewritten.get(index) ?? Buffer.from(literals[index], 'utf8'));
  }
  return slots;
}

/** literals[0] values[0] literals[1] ... literals[n]: a part's XML from its hole values. */
function interleave(literals: readonly string[], values: readonly string[]): string {
  let xml = literals[0];
  for (let index = 0; index < values.length; index++) xml += values[index] + literals[index + 1];
  return xml;
}

/** A part's entry laid out from its pre-compressed segments and one row's hole values (and rewritten literals). */
function laidOutEntry(
  segmented: SegmentedPart,
  values: readonly string[],
  original: PreparedEntry,
  rewritten?: ReadonlyMap<number, Buffer>,
): PreparedEntry {
  const bytes = values.map((value) => Buffer.from(value, 'utf8'));
  return deflatedEntry(original, assembleSegments(segmented, bytes, rewritten));
}

/** A part's entry encoded from the template's matches and one row's slot values (token-part.ts). */
function encodedEntry(part: TokenPart, slots: readonly Uint8Array[], original: PreparedEntry): PreparedEntry {
  return deflatedEntry(original, encodeTokens(part, slots));
}

/** How each entry of the template becomes an entry of an output deck. */
export type EntryPlan =
  | { readonly kind: 'copy'; readonly entry: PreparedEntry }
  /**
   * A part with sections: its program is run per deck and the result deflated. `tables`: its
   * repeated, not paginated tables, reported when they run off the slide.
   */
  | {
      readonly kind: 'program';
      readonly part: CompiledPart;
      readonly original: PreparedEntry;
      readonly tables?: readonly TableCheck[];
      /** A slide's shapes whose text is fitted after filling (see fit/text-boxes). */
      readonly fit?: SlideFitPlan;
    }
  | {
      readonly kind: 'render';
      readonly part: CompiledPart;
      /** The unchanged entry, used when the part has only a watermark hole and none is wanted. */
      readonly original: PreparedEntry;
      /** False when its only hole is the watermark and it was not edited: the original serves without one. */
      readonly hasValues: boolean;
      readonly fit?: SlideFitPlan;
    }
  /** A chart bound to a list by `{{chart:list}}`, and its embedded workbook (see charts/). */
  | BoundChartPlan
  | BoundWorkbookPlan;

export interface RenderOptions {
  /** Adds a small "Made with Deckmill" text box to every slide (the free plan). */
  readonly watermark?: boolean;
  /** BCP 47 locale for the number, currency, percent and date filters (default en-US). */
  readonly locale?: string;
  /**
   * Where `{{%name}}` pictures come from. Without one, every image value is reported in the deck's
   * notes and the template's picture stays.
   */
  readonly images?: ImageSource;
  /**
   * Runs the checks whose only output is findings (tables that run off the slide), which cost a
   * text layout of every repeated row. Only preflight reads findings, so generation leaves it off.
   */
  readonly collectFindings?: boolean;
}

const DEFAULT_LOCALE = 'en-US';

/** Per template: rewritten parts of a few KB each, so hundreds of distinct ones (many copy counts) fit. */
const REWRITTEN_PARTS_BUDGET = 2 * 1024 * 1024;
const REWRITTEN_PART_LARGEST = 64 * 1024;

/**
 * Compressions in flight per render: libuv's default thread pool size, so one render still fills the
 * pool, while a deck with many repeated slides no longer holds a zlib state for every copied part.
 */
export const DEFLATES_IN_FLIGHT = 4;

type Deflate = (xml: string, original: PreparedEntry) => Promise<PreparedEntry>;

/** Whether a render wrote a flat part filled and deflated whole (counted in write-paths.ts). */
interface Tally {
  fallback: boolean;
}

/** A row of values by placeholder name; names match case-insensitively after trimming. */
export type RowValues = Readonly<Record<string, string | undefined>>;

/**
 * What a compiled template holds once it has rendered, per character of its XML, at most: fitted text's
 * measures, pre-compressed segments, section programs. Measured as V8's heap and array buffers after 20 renders
 * (2,000 for four of them), collected, on 57 decks (the engine bench's, the corpus's, the writers' and the
 * fixtures'): up to 33 bytes a character, the highest for the corpus's gen-02 and the bench's deck (c), files of
 * 129 and 63 KB holding 15 and 8 MB compiled (118 and 131 times their bytes).
 */
export const FOOTPRINT_BYTES_PER_XML_CHARACTER = 40;

/**
 * A template parsed once. Rendering a row fills the holes of the parts that hold tags, deflates only
 * those (on libuv's thread pool, so parts and concurrent rows compress in parallel) and lays the deck
 * out around the untouched entries' original compressed bytes.
 */
export class CompiledTemplate {
  private readonly watermarked = new Map<EntryPlan, Promise<PreparedEntry>>();
  /** Per part, its pre-compressed segments or its matches; null where neither could be made. */
  private readonly segments = new Map<CompiledPart, Promise<PartWriters<PartWriter> | null>>();
  /** Per slide with text to fit, its segments split where fitting rewrites (null: fitted and deflated whole). */
  private readonly fittedParts = new Map<CompiledPart, Promise<PartWriters<FittedSegments> | null>>();
  /** The fitted slides' segments once made: a render reads them without awaiting (see fittedReady()). */
  private readonly fittedSettled = new Map<CompiledPart, PartWriters<FittedSegments> | null>();
  /** Fitted slides whose general writer is not made yet: a render first checks whether its deck needs it. */
  private readonly fittedAwaitingGeneral = new Map<CompiledPart, PartWriters<FittedSegments>>();
  /** Every fitted slide's segments are in fittedSettled (a failed one is made again by the next render). */
  private allFitted = false;
  private spare: number | undefined;
  /** Per part with sections, its flat parts by the shape of a deck's data. */
  private readonly programShapes = new Map<CompiledPart, ProgramShapes>();
  /** The package parts and relationships a deck with slide sections rewrites, deflated once per text. */
  private readonly rewrittenParts = new DeflatedTextCache(REWRITTEN_PARTS_BUDGET, REWRITTEN_PART_LARGEST);

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
    /** The template's `{{%name}}` pictures; undefined keeps the render exactly as without. */
    private readonly imagePlan: ImagePlan | undefined,
    /** How filled tables are measured (tables that continue, tables that run off). */
    private readonly geometry: TableGeometry,
    /** How text is measured, made once on first use (templates without such text never make it). */
    private readonly fitting: TemplateFitting,
    /** The template file's bytes: its pictures and untouched parts are views into them. */
    private readonly fileBytes: number,
    /**
     * The characters of the package's XML parts: what the compiled form holds once it has rendered grows with
     * them, not with the file's bytes (which are mostly compressed).
     */
    readonly xmlCharacters: number,
  ) {}

  /**
   * What this template holds in memory once it has rendered, estimated from above: its file's bytes and
   * FOOTPRINT_BYTES_PER_XML_CHARACTER a character of its XML. Caches of compiled templates budget by it.
   */
  get footprintBytes(): number {
    return this.fileBytes + FOOTPRINT_BYTES_PER_XML_CHARACTER * this.xmlCharacters;
  }

  /** The template file's size: a deck holds its unchanged parts (its pictures) as views of these bytes. */
  get fileByteLength(): number {
    return this.fileBytes;
  }

  async render(values: RowValues | DataRecord, options: RenderOptions = {}): Promise<RenderedDeck> {
    const lookup = new Map<string, string>();
    for (const [name, value] of Object.entries(values)) {
      const text = scalarText(value);
      if (text !== undefined) lookup.set(placeholderKey(name), text);
    }
    const missing = this.placeholders
      .filter((placeholder) => !lookup.has(placeholder.key) && !hasValue(values, placeholder.key))
      .map((p) => p.name);
    // Awaited only until every fitted slide is made: after that a render makes no promise for each plan.
    if (!this.allFitted) await this.fittedReady();
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
      ...(this.imagePlan?.sampleMedia ? { keptMedia: new Set<string>() } : {}),
    };
    // Awaited only when this deck leaves a fitted slide's whole run empty and its general writer is not made.
    const general = this.fittedGeneralFor(context);
    if (general.length > 0) await Promise.all(general);
    const limit = taskLimit(DEFLATES_IN_FLIGHT);
    const deflate: Deflate = (xml, original) => limit(() => this.deflatePart(xml, original));
    const tally: Tally = { fallback: false };
    const entries = this.slideDeck
      ? await renderSlideDeck(
          this.slideDeck.plan,
          this.deckParts(this.slideDeck.sourceText, deflate, tally),
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
      : await Promise.all(this.plans.map((plan) => this.entryFor(plan, context, deflate, tally)));
    countDeck(tally.fallback);
    const sampleMedia = this.imagePlan?.sampleMedia;
    const unused =
      images && sampleMedia && context.keptMedia
        ? {
            parts: unusedSampleMedia(sampleMedia, context.keptMedia, images),
            overrides: sampleMedia.overrides,
          }
        : undefined;
    const written = images ? await withImageParts(entries, images, deflate, unused) : entries;
    return new RenderedDeck(layoutZip(written), missing, context.notes, context.findings);
  }

  /** The parts of this template as a deck with slide sections renders, copies and renames them. */
  private deckParts(sourceText: ReadonlyMap<string, string>, deflate: Deflate, tally: Tally): DeckParts {
    const names = this.slideDeck?.plan.names ?? [];
    const originalOf = (plan: EntryPlan) => (plan.kind === 'copy' ? plan.entry : plan.original);
    return {
      entryFor: (index, context) => this.entryFor(this.plans[index], context, deflate, tally),
      textOf: (index, context) => {
        const plan = this.plans[index];
        if (plan.kind === 'program') return this.fitted(this.programText(plan, context), plan.fit, context);
        if (plan.kind === 'render') return this.fitted(fillPart(plan.part, context), plan.fit, context);
        if (plan.kind === 'chart') return boundChartText(plan, context);
        return sourceText.get(names[index]);
      },
      write: async (xml, index, name) => {
        const original = originalOf(this.plans[index]);
        const whole = await this.rewrittenParts.get(xml, () => deflate(xml, original));
        return {
          nameBytes: name ? encodeEntryName(name) : original.nameBytes,
          modified: original.modified,
          method: METHOD_DEFLATED,
          crc32: whole.crc32,
          compressedSize: whole.compressedSize,
          uncompressedSize: whole.uncompressedSize,
          data: whole.data,
        };
      },
      entryAs: (index, name, context) => {
        const plan = this.plans[index];
        const nameBytes = encodeEntryName(name);
        if (plan.kind === 'copy') return { ...plan.entry, nameBytes };
        if (plan.kind === 'workbook')
          return boundWorkbookEntry(plan, context, { ...plan.original, nameBytes });
        const rendered = this.entryFor(plan, context, deflate, tally);
        return rendered instanceof Promise
          ? rendered.then((entry) => ({ ...entry, nameBytes }))
          : { ...rendered, nameBytes };
      },
    };
  }

  private entryFor(
    plan: EntryPlan,
    context: HoleContext,
    deflate: Deflate,
    tally: Tally,
  ): PreparedEntry | Promise<PreparedEntry> {
    if (plan.kind === 'copy') return plan.entry;
    if (plan.kind === 'chart' || plan.kind === 'workbook') return boundEntry(plan, context, deflate);
    if (plan.kind === 'program') return this.renderProgramPart(plan, context, deflate);
    if (plan.fit) return this.renderFittedPart(plan.part, plan.fit, plan.original, context, deflate, tally);
    if (plan.hasValues) return this.renderPart(plan.part, plan.original, context, deflate, tally);
    if (!context.watermark) return plan.original;
    // A slide without tags looks the same in every watermarked deck: render it once (not limited by
    // this render, as later renders share it).
    const cached =
      this.watermarked.get(plan) ??
      this.renderPart(plan.part, plan.original, context, (xml, original) => this.deflatePart(xml, original), {
        fallback: false,
      });
    this.watermarked.set(plan, cached);
    return cached;
  }

  /**
   * A part with sections: its program run for the deck, and the part written from the flat part compiled for
   * the run's shape (program-shapes.ts), or else filled, fitted and deflated whole.
   */
  private renderProgramPart(
    plan: Extract<EntryPlan, { kind: 'program' }>,
    context: HoleContext,
    deflate: Deflate,
  ): PreparedEntry | Promise<PreparedEntry> {
    const program = plan.part.program ?? [];
    // Findings (preflight) read the whole XML of a part with repeated tables.
    if (plan.tables && context.collectFindings) {
      return deflate(this.fitted(this.programText(plan, context), plan.fit, context), plan.original);
    }
    const run = runProgramShape(program, context, this.limits);
    let shapes = this.programShapes.get(plan.part);
    if (!shapes) this.programShapes.set(plan.part, (shapes = new ProgramShapes()));
    // The flat part is read from this deck's run again (it renders no value, so it adds no note).
    const flat = shapes.ready(run.shape, () =>
      compileFlatProgram(
        flatProgram(program, context, this.limits),
        plan.fit,
        this.deflateLevel,
        this.spareBytesPerPart,
      ),
    );
    if (flat && 'fitted' in flat && plan.fit) {
      const written = this.fittedEntry(flat.fitted, run.values, plan.fit, plan.original, context);
      if (written) return written;
    } else if (flat && 'writer' in flat) {
      return this.writtenEntry(flat.writer, run.values, plan.original);
    }
    return deflate(this.fitted(run.text(), plan.fit, context), plan.original);
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
    tally: Tally,
  ) {
    const writers = await this.segmentsOf(part);
    if (writers) {
      const values = part.holes.map((hole) => renderHole(hole, context));
      let chosen = writerFor(writers, part.holes, values);
      if (!chosen && writers.general === undefined && (await writers.makeGeneral())) {
        chosen = writerFor(writers, part.holes, values);
      }
      if (chosen) return this.writtenEntry(chosen.writer, chosen.values, original);
    }
    countWritePath('deflated');
    tally.fallback = true;
    return deflate(fillPart(part, context), original);
  }

  /**
   * A slide with text to fit. Its shapes to fit are read once and per row only the paragraphs holding
   * values are read again; the slide is laid out from its pre-compressed segments, a shape's rewritten size or
   * scale as a stored block (fitted-segments.ts). A slide that cannot be segmented so is written whole.
   */
  private renderFittedPart(
    part: CompiledPart,
    fit: SlideFitPlan,
    original: PreparedEntry,
    context: HoleContext,
    deflate: Deflate,
    tally: Tally,
  ): PreparedEntry | Promise<PreparedEntry> {
    const values = part.holes.map((hole) => renderHole(hole, context));
    // Settled before the render began: no await here, so this slide's notes and findings join the deck's in
    // slide order, as every other slide's do (an await would put them after all the slides that follow).
    const writers = this.fittedSettled.get(part);
    const chosen = writers && writerFor(writers, part.holes, values);
    const written = chosen && this.fittedEntry(chosen.writer, chosen.values, fit, original, context);
    if (written) return written;
    countWritePath('deflated');
    tally.fallback = true;
    return deflate(this.fitted(interleave(part.literals, values), fit, context), original);
  }

  /** A flat part's entry for one row's values: laid out from its segments, or encoded from its matches. */
  private writtenEntry(
    writer: PartWriter,
    values: readonly string[],
    original: PreparedEntry,
  ): PreparedEntry {
    if ('segmented' in writer) {
      countWritePath('laidOut');
      return laidOutEntry(writer.segmented, values, original);
    }
    countWritePath('encoded');
    const bytes = values.map((value) => Buffer.from(value, 'utf8'));
    return encodedEntry(writer.tokens, bytes, original);
  }

  /**
   * A fitted slide's entry for one row's values, from its segments or matches with this row's rewrites; what
   * fitting reports joins the deck's. Undefined when a rewrite falls outside the spans (not expected): the row's
   * slide is then fitted and written whole.
   */
  private fittedEntry(
    fitted: FittedSegments,
    values: readonly string[],
    fit: SlideFitPlan,
    original: PreparedEntry,
    context: HoleContext,
  ): PreparedEntry | undefined {
    const report: FitReport = { notes: [], findings: [], collectFindings: context.collectFindings };
    const cuts = fitTemplateShapes(fitted.shapes, values, fit, this.fitting.textFitting(), report);
    const rewritten = rewrittenSites(fitted, cuts);
    if (!rewritten || (!fitted.segmented && !fitted.tokens)) return undefined;
    for (const note of report.notes) if (!context.notes.includes(note)) context.notes.push(note);
    context.findings.push(...report.findings);
    const slotValues: string[] = new Array<string>(fitted.slotCount).fill('');
    fitted.slots.forEach((slot, hole) => (slotValues[slot] = values[hole]));
    if (fitted.segmented) {
      countWritePath('laidOut');
      return laidOutEntry(fitted.segmented, slotValues, original, rewritten);
    }
    countWritePath('encoded');
    return encodedEntry(
      (fitted.tokens as NonNullable<FittedSegments['tokens']>).part,
      fittedSlots(fitted, slotValues, rewritten),
      original,
    );
  }

  /**
   * Resolves once the shapes of repeated sections compiled off the renders so far are ready, so the next render
   * of such a shape is written from it (a spec waits on this rather than on time).
   */
  async shapesCompiled(): Promise<void> {
    await Promise.all([...this.programShapes.values()].map((shapes) => shapes.compiled()));
  }

  /** Makes (once per template) the segments of every slide with text to fit, before a render reads them. */
  private async fittedReady(): Promise<void> {
    await Promise.all(
      this.plans.map(async (plan) => {
        if (plan.kind !== 'render' || !plan.fit || this.fittedSettled.has(plan.part)) return;
        const writers = await this.fittedOf(plan.part, plan.fit);
        // A repeated slide's copies fill its runs from their own items, which the deck's check below does not
        // see: such a template's fitted slides have both writers before any deck is written.
        if (writers && this.slideDeck) await writers.makeGeneral();
        else if (writers && writers.general === undefined) this.fittedAwaitingGeneral.set(plan.part, writers);
        this.fittedSettled.set(plan.part, writers);
      }),
    );
    this.allFitted = true;
  }

  /**
   * The general writers to make, of each fitted slide whose whole runs this deck leaves empty, before the
   * render reads the slides' writers without awaiting (renderFittedPart); none once every one is made.
   */
  private fittedGeneralFor(context: HoleContext): Promise<unknown>[] {
    const wanted: Promise<unknown>[] = [];
    for (const [part, writers] of this.fittedAwaitingGeneral) {
      if (writers.general !== undefined) this.fittedAwaitingGeneral.delete(part);
      else if (needsGeneral(writers, part.holes, (hole) => renderRunText(hole, context))) {
        wanted.push(writers.makeGeneral());
      }
    }
    return wanted;
  }

  private fittedOf(part: CompiledPart, fit: SlideFitPlan): Promise<PartWriters<FittedSegments> | null> {
    let chosen = this.fittedParts.get(part);
    if (!chosen) {
      chosen = partWriters(part, (made) =>
        fittedSegments(made, fit, this.deflateLevel, this.spareBytesPerPart),
      );
      this.fittedParts.set(part, chosen);
      chosen.catch(() => this.fittedParts.delete(part));
    }
    return chosen;
  }

  /** A slide's filled XML with its text fitted, or as it is when it has nothing to fit. */
  private fitted(xml: string, fit: SlideFitPlan | undefined, context: HoleContext): string {
    return fit ? fitSlideText(xml, fit, this.fitting.textFitting(), context) : xml;
  }

  /** Deflates a part written whole for one deck (through the render's limit, see DEFLATES_IN_FLIGHT). */
  private async deflatePart(xml: string, original: PreparedEntry): Promise<PreparedEntry> {
    const raw = Buffer.from(xml, 'utf8');
    const data = await deflateRawAsync(raw, {
      level: this.deflateLevel,
      windowBits: windowBitsFor(raw.byteLength),
    });
    return deflatedEntry(original, { data, crc32: crc32(raw), uncompressedSize: raw.byteLength });
  }

  /**
   * What each part rendered per row may add to the deck by being laid out from segments rather than deflated
   * whole: DECK_GROWTH_ALLOWANCE of the template's compressed size, shared by those parts. A small slide
   * compresses much worse in pieces (PowerPoint's slides repeat their own XML: 1.6 KB deflated whole, 2.4 KB in
   * segments), yet in a deck of pictures, masters and themes those bytes are a few percent of the deck, and
   * copying them costs a fraction of deflating the slide per row.
   */
  private get spareBytesPerPart(): number {
    this.spare ??= spareBytes(this.plans);
    return this.spare;
  }

  /**
   * Decided on a part's first render (not at compile time, so checking an upload never pays for it): its
   * segments, or, where they would compress too badly, its matches.
   */
  private segmentsOf(part: CompiledPart): Promise<PartWriters<PartWriter> | null> {
    let chosen = this.segments.get(part);
    if (!chosen) {
      // Rows rendered meanwhile wait for the same promise; a failure (out of memory) is not kept.
      chosen = partWriters(part, (made) => partWriterOf(made, this.deflateLevel, this.spareBytesPerPart));
      this.segments.set(part, chosen);
      chosen.catch(() => this.segments.delete(part));
    }
    return chosen;
  }
}
