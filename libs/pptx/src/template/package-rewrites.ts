// String rewrites of the package-level parts when slides are repeated or removed for one deck.

const SLIDE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';

/** What became of one template slide in a deck: its presentation relationship id and its copies. */
export interface SlideOutcome {
  readonly relationshipId: string;
  readonly slideId: string;
  /** One entry per copy: the copy's part name (the first keeps the template's). */
  readonly copies: readonly string[];
}

export interface NewSlide {
  readonly relationshipId: string;
  readonly slideId: number;
  readonly target: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces each `<p:sldId … r:id="rIdN"/>` of a changed slide by its copies (none when removed). */
export function rewritePresentation(
  xml: string,
  outcomes: readonly SlideOutcome[],
  added: ReadonlyMap<string, readonly NewSlide[]>,
): string {
  let result = xml;
  for (const outcome of outcomes) {
    if (outcome.copies.length === 0) {
      // A custom show's entry for a removed slide would name a relationship that no longer exists.
      const entry = new RegExp(
        `<(\\w+:)?sld\\b[^>]*\\s\\w+:id="${escapeRegExp(outcome.relationshipId)}"[^>]*/>`,
        'g',
      );
      result = result.replace(entry, '');
    }
    const copies = added.get(outcome.relationshipId) ?? [];
    const element = new RegExp(`<([\\w]+:)?sldId\\b[^>]*\\bid="${outcome.slideId}"[^>]*?/>`, 'g');
    result = result.replace(element, (match: string, prefix: string | undefined) => {
      if (outcome.copies.length === 0) return '';
      const isSectionList = !/\s\w+:id="/.test(match);
      const extra = copies.map((copy) =>
        isSectionList
          ? `<${prefix ?? ''}sldId id="${copy.slideId}"/>`
          : match
              .replace(`id="${outcome.slideId}"`, `id="${copy.slideId}"`)
              .replace(new RegExp(`"${escapeRegExp(outcome.relationshipId)}"`), `"${copy.relationshipId}"`),
      );
      return match + extra.join('');
    });
  }
  return result;
}

/** Adds the copies' relationships and drops removed slides' ones. */
export function rewritePresentationRels(
  xml: string,
  outcomes: readonly SlideOutcome[],
  added: readonly NewSlide[],
): string {
  let result = xml;
  for (const outcome of outcomes.filter((candidate) => candidate.copies.length === 0)) {
    const element = new RegExp(`<Relationship\\b[^>]*\\bId="${escapeRegExp(outcome.relationshipId)}"[^>]*/>`);
    result = result.replace(element, '');
  }
  const extra = added
    .map(
      (slide) =>
        `<Relationship Id="${slide.relationshipId}" Type="${SLIDE_RELATIONSHIP}" Target="${slide.target}"/>`,
    )
    .join('');
  return result.replace(/<\/Relationships>\s*$/, `${extra}</Relationships>`);
}

/** Overrides for new parts (with their originals' content types), none for removed ones. */
export function rewriteContentTypes(
  xml: string,
  copiesOf: ReadonlyMap<string, readonly string[]>,
  removed: readonly string[],
): string {
  let result = xml;
  const overrides: string[] = [];
  for (const [original, copies] of copiesOf) {
    const type = new RegExp(
      `<Override\\b[^>]*PartName="/${escapeRegExp(original)}"[^>]*ContentType="([^"]*)"`,
    ).exec(xml)?.[1];
    if (!type) continue;
    for (const copy of copies) overrides.push(`<Override PartName="/${copy}" ContentType="${type}"/>`);
  }
  for (const part of removed) {
    result = result.replace(new RegExp(`<Override\\b[^>]*PartName="/${escapeRegExp(part)}"[^>]*/>`), '');
  }
  return result.replace(/<\/Types>\s*$/, `${overrides.join('')}</Types>`);
}

/** The slide and notes counts of the extended properties (docProps/app.xml), after copies and removals. */
export function rewriteAppCounts(xml: string, counts: { slides: number; notes: number }): string {
  const count = (text: string, element: 'Slides' | 'Notes', value: number) =>
    text.replace(
      new RegExp(`<(\\w+:)?${element}>\\d+</(\\w+:)?${element}>`),
      (_, open = '', close = '') => `<${open}${element}>${value}</${close}${element}>`,
    );
  return count(count(xml, 'Slides', counts.slides), 'Notes', counts.notes);
}

/** Points a copied part's relationships at the copies of the parts it refers to. */
export function retargetRels(
  xml: string,
  renamed: ReadonlyMap<string, string>,
  resolve: (target: string) => string,
): string {
  return xml.replace(/<Relationship\b[^>]*>/g, (element) => {
    if (/TargetMode="External"/.test(element)) return element;
    return element.replace(/(\bTarget=")([^"]*)(")/, (match, head: string, target: string, tail: string) => {
      const copy = renamed.get(resolve(target));
      if (!copy) return match;
      return `${head}${target.replace(/[^/]+$/, copy.slice(copy.lastIndexOf('/') + 1))}${tail}`;
    });
  });
}
