import { describe, expect, it } from 'vitest';
import { describeOccurrences } from './occurrences';

describe('describeOccurrences', () => {
  it('names slides, what on the slide holds the placeholder, and shared parts', () => {
    expect(
      describeOccurrences([
        { slide: 1, kind: 'slide' },
        { slide: 2, kind: 'table' },
        { slide: 3, kind: 'notes' },
        { slide: null, kind: 'master' },
        { slide: null, kind: 'title' },
      ]),
    ).toBe('Slide 1, Slide 2 (table), Slide 3 (notes), slide master, document title');
  });

  it('shows an unknown kind as sent', () => {
    expect(describeOccurrences([{ slide: 4, kind: 'ink' }])).toBe('Slide 4 (ink)');
  });
});
