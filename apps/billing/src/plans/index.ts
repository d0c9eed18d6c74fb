// What the other billing domains may use of plans: they import it from here, never from its files.
export { PlanTerms } from './plan-terms.service';
export { deckLimitOf, isPaidTier, periodPriceCents, seatLimitOf, tierRank, watermarkOf } from './plan-terms';
