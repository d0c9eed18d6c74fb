import type { TemplateLimits } from '../limits';
import { relsPartOf, resolveTarget, type XmlSource } from './package-map';
import type { SlideDeckPlan } from './slide-repeat';
import type { SlideSection } from './slide-sections';

const CONTENT_TYPES = '[Content_Types].xml';

function relationshipIdOf(presentationRels: string, presentationPart: string, slidePart: string): string {
  for (const [element] of presentationRels.matchAll(/<Relationship\b[^>]*>/g)) {
    const target = /\bTarget="([^"]*)"/.exec(element)?.[1];
    if (target && resolveTarget(presentationPart, target) === slidePart) {
      return /\bId="([^"]*)"/.exec(element)?.[1] ?? '';
    }
  }
  return '';
}

/** Relationship parts outside the sections' own parts that point at a sectioned slide (slide links). */
function linkersOf(sections: readonly SlideSection[], names: readonly string[], source: XmlSource): string[] {
  const sectioned = new Set(sections.map((section) => section.slidePart));
  const owned = new Set(sections.flatMap((section) => section.ownedParts));
  return names.filter((name) => {
    if (!name.endsWith('.rels') || owned.has(name) || /^_rels\//.test(name)) return false;
    const from = name.replace(/_rels\/([^/]+)\.rels$/, '$1');
    const targets = [...(source(name) ?? '').matchAll(/\bTarget="([^"]*)"/g)];
    return targets.some((match) => sectioned.has(resolveTarget(from, match[1])));
  });
}

/** The package facts a deck with slide sections is rebuilt from, and the source XML it rewrites. */
export function planSlideDeck(
  sections: readonly SlideSection[],
  names: readonly string[],
  source: XmlSource,
  presentationPart: string,
  slideParts: ReadonlyMap<number, string>,
  slideCount: number,
  limits: Pick<TemplateLimits, 'maxListItems' | 'maxSlides'>,
): { plan: SlideDeckPlan; sourceText: Map<string, string> } {
  const presentation = source(presentationPart) ?? '';
  const rels = source(relsPartOf(presentationPart)) ?? '';
  const idOfRelationship = new Map<string, string>();
  for (const element of presentation.matchAll(/<(?:\w+:)?sldId\b[^>]*>/g)) {
    const id = /\sid="(\d+)"/.exec(element[0])?.[1];
    const relationship = /\s\w+:id="([^"]+)"/.exec(element[0])?.[1];
    if (id && relationship) idOfRelationship.set(relationship, id);
  }
  const allIds = [...presentation.matchAll(/<(?:\w+:)?sldId\b[^>]*\sid="(\d+)"/g)].map((match) =>
    Number(match[1]),
  );
  const slideNumbers = names
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/i.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  const orderedSlides = [...slideParts.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, part]) => part);
  const app = names.find((name) => /^docProps\/app\.xml$/i.test(name));
  const plan: SlideDeckPlan = {
    sections: sections.map((section) => {
      const relationshipId = relationshipIdOf(rels, presentationPart, section.slidePart);
      return { ...section, relationshipId, slideId: idOfRelationship.get(relationshipId) ?? '' };
    }),
    names,
    presentationPart,
    contentTypesPart: CONTENT_TYPES,
    ...(app ? { appPart: app } : {}),
    slideCount,
    maxSlideId: Math.max(255, ...allIds),
    maxSlideNumber: Math.max(0, ...slideNumbers),
    maxListItems: limits.maxListItems,
    maxSlides: limits.maxSlides,
    slideParts: orderedSlides,
    linkers: linkersOf(sections, names, source),
  };
  const wanted = [presentationPart, relsPartOf(presentationPart), CONTENT_TYPES, ...(app ? [app] : [])];
  wanted.push(...plan.linkers);
  for (const section of sections) wanted.push(...section.ownedParts);
  const sourceText = new Map<string, string>();
  for (const name of wanted) {
    const text = source(name);
    if (text !== undefined) sourceText.set(name, text);
  }
  return { plan, sourceText };
}
