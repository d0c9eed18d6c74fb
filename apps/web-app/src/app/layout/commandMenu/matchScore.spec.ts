import { describe, expect, it } from 'vitest';
import { matchScore, rankByMatch } from './matchScore';

describe('matchScore', () => {
  it('does not match text without the query', () => {
    expect(matchScore('xyz', 'Templates')).toBeNull();
  });

  it('matches everything with an empty query', () => {
    expect(matchScore('  ', 'Templates')).toBe(0);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchScore(' TEMP ', 'Templates')).not.toBeNull();
  });

  it('ranks a prefix of the text above a prefix of a later word above a substring', () => {
    const prefix = matchScore('off', 'Offer letters') ?? -1;
    const word = matchScore('off', 'Renewal Offer') ?? -1;
    const inside = matchScore('off', 'Payoff plan') ?? -1;
    expect(prefix).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(inside);
  });

  it('treats punctuation as a word break', () => {
    expect(matchScore('apr', 'Renewal Offer · april')).toBeGreaterThan(
      matchScore('pri', 'Renewal Offer · april') ?? -1,
    );
  });

  it('prefers the shorter text on a tie', () => {
    expect(matchScore('tea', 'Teams')).toBeGreaterThan(matchScore('tea', 'Team Settings') ?? -1);
  });
});

describe('rankByMatch', () => {
  it('drops what does not match and puts the best matches first, keeping order on ties', () => {
    const names = ['Payoff plan', 'Renewal Offer', 'Offer letters', 'Quarterly'];
    expect(rankByMatch('off', names, (name) => name)).toEqual([
      'Offer letters',
      'Renewal Offer',
      'Payoff plan',
    ]);
    expect(rankByMatch('', names, (name) => name)).toEqual(names);
  });
});
