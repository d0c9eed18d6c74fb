import { PlanTerms } from './plan-terms.service';

describe('PlanTerms', () => {
  it("applies the plan's terms by default", () => {
    const terms = new PlanTerms();
    expect([terms.deckLimit('free'), terms.seatLimit('free'), terms.watermark('free')]).toEqual([
      10,
      1,
      true,
    ]);
  });

  it('allows everything in local mode, whatever the tier', () => {
    const terms = new PlanTerms({ unlimited: true });
    expect([terms.deckLimit('free'), terms.seatLimit('free'), terms.watermark('free')]).toEqual([
      null,
      null,
      false,
    ]);
  });
});
