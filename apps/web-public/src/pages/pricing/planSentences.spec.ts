import { describe, expect, it } from 'vitest';
import { annualExampleSentence, pricingDescription } from './planSentences';

describe('plan sentences', () => {
  it('quotes the annual Starter price from the plan data', () => {
    expect(annualExampleSentence()).toBe('Starter is $24 a month, or $288 a year.');
  });

  it('builds the pricing description from the plan data', () => {
    expect(pricingDescription()).toContain(
      'Free for 10 presentations a month. Starter $29/month, Professional $89/month',
    );
  });
});
