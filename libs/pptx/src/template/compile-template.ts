import { TemplateError } from '../errors';
import { DEFAULT_LIMITS, type TemplateLimits } from '../limits';
import { preparedFrom } from '@deckmill/zip';
import { readZip } from '../template-zip';
import { compilePart, type CompiledPart, type PartTag } from './compile-part';
import type { PartRole } from './part-role';
import { planSlideDeck } from './slide-deck-plan';
import { findSlideSections, type SlideSection } from './slide-sections';
import { placeholderKey } from './tag-syntax';
import { templateStructure, type TemplateStructure } from './template-structure';
import { CompiledTemplate, type EntryPlan } from './compiled-template';
import { assertNotCompoundFile } from './file-signature';
import { mapPackage } from './package-map';
import { readXmlParts } from './package-parts';
import { summarisePlaceholders } from './placeholders';
import { findChartBindings } from '../charts/chart-binding';
import { chartStructures, chartTags, withBoundCharts, withChartWorkbooks } from '../charts/chart-plans';
import { findPackageImages } from '../images/package-images';
import type { FontBook } from '../fit/text-model';
import { layoutText } from '../fit/layout/layout-text';
import { themeFonts } from './theme-fonts';
import type { TableCheck } from './table-pagination';
import type { SectionNode } from './section-tree';
import { hasSectionNode } from './section-program';
import { findFitCandidates, TemplateStyles, type SlideFitPlan } from '../fit/text-boxes';
import { templateFitting } from '../fit/text-boxes/template-fitting';

export interface CompileOptions {
  readonly limits?: Partial<TemplateLimits>;
  /** zlib level for rewritten parts (1 fastest ... 9 smallest); they are small XML parts. */
  readonly deflateLevel?: number;
  /**
   * The fonts text is measured with, when fitting it to its shapes and paginating tables; default:
   * the template's embedded fonts, then bundled metric-compatible ones and those installed here (see fit/fonts).
   */
  readonly fonts?: FontBook;
}

function* tableNodes(sections: readonly SectionNode[]): Generator<SectionNode> {
  for (const node of sections) {
    if (node.kind === 'table-rows') yield node;
    yield* tableNodes(node.sections);
  }
}

/** A slide's repeated table-row sections (but `| paginate`), checked against the slide's bottom. */
function tableChecks(part: CompiledPart, role: PartRole): TableCheck[] {
  if (role.kind !== 'slide' || role.slide === undefined || !part.sections) return [];
  const checks: TableCheck[] = [];
  const seen = new Set<string>();
  for (const node of tableNodes(part.sections.sections)) {
    const expression = node.open.tag.expression;
    const paginate = expression.kind === 'open' ? expression.paginate : undefined;
    // `paginate` fits its pages by measuring; `paginate:N` may still put more rows on a slide than it holds.
    if (!node.table || (paginate && paginate.perPage === undefined) || seen.has(node.table.frameId)) continue;
    seen.add(node.table.frameId);
    checks.push({
      slide: role.slide,
      name: node.open.tag.pathText,
      table: node.table,
      ...(paginate?.perPage === undefined ? {} : { perPage: paginate.perPage }),
    });
  }
  return checks;
}

const DEFAULT_DEFLATE_LEVEL = 6;
const PAGE_KEYS = new Set(['page', 'pages']);

/** On a repeated slide every tag is in the slide section's scope: only the section's name is top-level. */
function slideScoped(tags: readonly PartTag[], sections: readonly SlideSection[]): PartTag[] {
  if (sections.length === 0) return [...tags];
  const bySlide = new Map(
    sections.filter((section) => !section.pagesOnly).map((section) => [section.slide, section]),
  );
  const paged = new Set(sections.filter((section) => section.pages).map((section) => section.slide));
  // `{{page}}` and `{{pages}}` on a slide with a paginated table are the engine's, not data to map.
  const pageTag = (tag: PartTag) => tag.slide !== undefined && paged.has(tag.slide) && PAGE_KEYS.has(tag.key);
  const kept = tags.filter((tag) => (tag.slide === undefined || !bySlide.has(tag.slide)) && !pageTag(tag));
  for (const section of bySlide.values()) {
    const name = section.name.split('.')[0];
    kept.push({ name, key: placeholderKey(name), kind: 'slide', slide: section.slide });
  }
  return kept;
}

/**
 * Reads and checks a .pptx once (size, ZIP safety, content types, XML declarations) and compiles every
 * part that holds placeholders. The result renders any number of rows.
 */
export function compileTemplate(bytes: Uint8Array, options: CompileOptions = {}): CompiledTemplate {
  const limits: TemplateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  if (bytes.byteLength > limits.maxFileBytes) {
    const megabytes = Math.round(limits.maxFileBytes / (1024 * 1024));
    throw new TemplateError(
      'too_large',
      `This file is larger than ${megabytes} MB, the most a template may be.`,
    );
  }
  assertNotCompoundFile(bytes);
  const entries = readZip(bytes, limits);
  const xmlParts = readXmlParts(entries, limits);
  let xmlCharacters = 0;
  for (const text of xmlParts.values()) xmlCharacters += text.length;
  const entryNames = entries.map((entry) => entry.name);
  const packageMap = mapPackage((name) => xmlParts.get(name), entryNames);
  const images = findPackageImages(xmlParts, packageMap.roles, entryNames);
  const tags: PartTag[] = [];
  const structures: Array<{ slide?: number; structure: TemplateStructure }> = [];
  const structured: Array<{ name: string; role: PartRole; part: CompiledPart }> = [];
  // Slides' shapes whose text changes are fitted per row (see fit/text-boxes).
  let styles: TemplateStyles | undefined;
  // One font book per template, made on first use, for fitting text and measuring table rows.
  const fitting = templateFitting(options.fonts, entries);
  const fitOf = (name: string, xml: string, role: PartRole): SlideFitPlan | undefined => {
    if (role.kind !== 'slide' || role.slide === undefined) return undefined;
    styles ??= new TemplateStyles((part) => xmlParts.get(part), packageMap.mainPart);
    return findFitCandidates(xml, name, role.slide, styles, packageMap.slideSize);
  };
  const compiledPlans = entries.map((entry): EntryPlan => {
    const original = preparedFrom(entry);
    const role = packageMap.roles.get(entry.name);
    const xml = xmlParts.get(entry.name);
    if (!role || xml === undefined) return { kind: 'copy', entry: original };
    const part = compilePart(xml, role, packageMap.slideSize, images?.parts.get(entry.name));
    if (part.sections) structured.push({ name: entry.name, role, part });
    structures.push({ slide: role.slide, structure: part.structure });
    // A part edited for its section (notes whose only tag is `{{:items}}`) is rendered without holes.
    if (part.holes.length === 0 && !part.program) return { kind: 'copy', entry: original };
    tags.push(...part.tags);
    const hasValues = part.holes.some((hole) => hole.kind !== 'watermark');
    const fit = hasValues ? fitOf(entry.name, xml, role) : undefined;
    const tables = tableChecks(part, role);
    // A slide that only repeats as a whole (`{{:items}}`) has no section inside: its copies fill holes as a
    // flat slide does, laid out from segments instead of deflated whole per copy.
    if (part.program && hasSectionNode(part.program)) {
      return {
        kind: 'program',
        part,
        original,
        ...(tables.length > 0 ? { tables } : {}),
        ...(fit ? { fit } : {}),
      };
    }
    // A part with a program was edited (its section tags taken out): never written as the template has it.
    const rendered = hasValues || part.program !== undefined;
    return { kind: 'render', part, original, hasValues: rendered, ...(fit ? { fit } : {}) };
  });
  const names = entries.map((entry) => entry.name);
  const slideParts = new Map<number, string>();
  for (const [name, role] of packageMap.roles)
    if (role.kind === 'slide' && role.slide) slideParts.set(role.slide, name);
  const source = (name: string) => xmlParts.get(name);
  // Charts bound to lists by their alternative text (see charts/).
  const charts = findChartBindings(slideParts, source, new Set(names));
  const plans = withBoundCharts(compiledPlans, entries, charts, source, limits);
  tags.push(...chartTags(charts));
  structures.push(...chartStructures(charts));
  // Pages of a paginated table are copies of its slide: a slide section of their own.
  const slideSections = withChartWorkbooks(
    findSlideSections(structured, slideParts, source, new Set(names)),
    charts,
  );
  const slideDeck =
    slideSections.length === 0
      ? undefined
      : planSlideDeck(
          slideSections,
          names,
          source,
          packageMap.mainPart,
          slideParts,
          packageMap.slideCount,
          limits,
        );
  return new CompiledTemplate(
    summarisePlaceholders(slideScoped(tags, slideSections)),
    packageMap.slideCount,
    plans,
    options.deflateLevel ?? DEFAULT_DEFLATE_LEVEL,
    limits,
    slideDeck,
    templateStructure(
      structures,
      slideSections.filter((section) => !section.pagesOnly),
    ),
    images?.plan,
    {
      // Table rows are measured with the same fonts and layout as text that fits.
      textHeight: (box) => layoutText(box, fitting.textFitting().book).height,
      theme: themeFonts(source, names),
      slideHeight: packageMap.slideSize.height,
    },
    fitting,
    bytes.byteLength,
    xmlCharacters,
  );
}
