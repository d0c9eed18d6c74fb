import type { TemplatePlaceholder } from '@deckmill/api-contracts';

const PLACES: Record<string, string> = {
  slide: 'text',
  table: 'table',
  smartart: 'SmartArt',
  chart: 'chart',
  hyperlink: 'link',
  notes: 'notes',
  layout: 'layout',
  master: 'slide master',
  title: 'document title',
};

/** Where a placeholder occurs, for people: 'Slide 1 (table), Slide 3, slide master'. */
export function describeOccurrences(occurrences: TemplatePlaceholder['occurrences']): string {
  return occurrences
    .map(({ slide, kind }) => {
      const place = PLACES[kind] ?? kind;
      if (slide === null) return place;
      return kind === 'slide' ? `Slide ${slide}` : `Slide ${slide} (${place})`;
    })
    .join(', ');
}
