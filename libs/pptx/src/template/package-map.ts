import { TemplateError } from '../errors';
import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { NS_RELATIONSHIPS_OFFICE, prefixFor } from '../xml/namespaces';
import { partKindOf, type PartRole } from './part-role';
import { DEFAULT_SLIDE_SIZE, type SlideSize } from './watermark';

const PRESENTATION_MAIN =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const OTHER_PRESENTATION_MAIN = /presentationml\.(template|slideshow)\.main\+xml|macroEnabled\.main\+xml/;

/** Reads a part's XML text, or undefined when the package has no such (UTF-8 XML) part. */
export type XmlSource = (partName: string) => string | undefined;

export interface PackageMap {
  /** The presentation part (usually ppt/presentation.xml). */
  readonly mainPart: string;
  readonly slideCount: number;
  readonly slideSize: SlideSize;
  /** Role of every part that may hold placeholders, keyed by part name. */
  readonly roles: ReadonlyMap<string, PartRole>;
}

function notAPresentation(message = 'This file is not a PowerPoint presentation (.pptx).'): TemplateError {
  return new TemplateError('not_a_presentation', message);
}

function* elements(xml: string, localName: string) {
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open' && (token.name === localName || token.name.endsWith(`:${localName}`))) {
      yield new Map(
        readAttributes(xml, token.start, token.end).map((attribute) => [attribute.name, attribute.value]),
      );
    }
  }
}

function mainPartName(contentTypes: string): string {
  let other = false;
  for (const override of elements(contentTypes, 'Override')) {
    const contentType = override.get('ContentType') ?? '';
    const partName = override.get('PartName');
    if (contentType === PRESENTATION_MAIN && partName) return partName.replace(/^\//, '');
    if (OTHER_PRESENTATION_MAIN.test(contentType)) other = true;
  }
  throw notAPresentation(
    other
      ? 'This is a PowerPoint template, show or macro-enabled file. Save it as a PowerPoint Presentation (.pptx) and upload that.'
      : undefined,
  );
}

/** Resolves a relationship target against the folder of its source part. */
export function resolveTarget(sourcePart: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A malformed escape is kept as typed: it simply matches no part.
  }
  const segments = decoded.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

export function relsPartOf(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}

export function internalTargets(source: XmlSource, partName: string): Map<string, string> {
  const targets = new Map<string, string>();
  const rels = source(relsPartOf(partName));
  if (!rels) return targets;
  for (const relationship of elements(rels, 'Relationship')) {
    const id = relationship.get('Id');
    const target = relationship.get('Target');
    if (id && target && relationship.get('TargetMode') !== 'External') {
      targets.set(id, resolveTarget(partName, target));
    }
  }
  return targets;
}

function slideSizeOf(presentation: string): SlideSize {
  for (const size of elements(presentation, 'sldSz')) {
    const width = Number(size.get('cx'));
    const height = Number(size.get('cy'));
    if (width > 0 && height > 0) return { width, height };
  }
  return DEFAULT_SLIDE_SIZE;
}

/**
 * Checks the package is a presentation (by its content types, not its name) and maps each part that
 * may hold placeholders to its role and, where it belongs to one slide, that slide's number.
 */
export function mapPackage(source: XmlSource, partNames: readonly string[]): PackageMap {
  const contentTypes = source('[Content_Types].xml');
  if (!contentTypes) throw notAPresentation();
  const main = mainPartName(contentTypes);
  const presentation = source(main);
  if (!presentation) throw notAPresentation();
  const roles = new Map<string, PartRole>();
  const presentationTargets = internalTargets(source, main);
  const relationshipId = `${prefixFor(presentation, NS_RELATIONSHIPS_OFFICE, 'r')}:id`;
  let slideCount = 0;
  for (const slideId of elements(presentation, 'sldId')) {
    const slidePart = presentationTargets.get(slideId.get(relationshipId) ?? '');
    if (!slidePart || roles.has(slidePart)) continue;
    const slide = ++slideCount;
    roles.set(slidePart, { kind: 'slide', slide });
    roles.set(relsPartOf(slidePart), { kind: 'rels', slide });
    for (const target of internalTargets(source, slidePart).values()) {
      const kind = partKindOf(target);
      if (kind === 'notes' || kind === 'smartart' || kind === 'chart') roles.set(target, { kind, slide });
    }
  }
  for (const name of partNames) {
    const kind = partKindOf(name);
    if (kind && !roles.has(name)) roles.set(name, { kind });
  }
  return { mainPart: main, slideCount, slideSize: slideSizeOf(presentation), roles };
}
