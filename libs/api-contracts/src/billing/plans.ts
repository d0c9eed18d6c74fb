/**
 * The subscription plans, in one place (spec section 9). The billing service, the public pricing page and
 * the subscription page all read this list, so a price or limit changes here and nowhere else.
 */
export const PLAN_IDS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** One line under the plan name on the pricing cards. */
  tagline: string;
  /** Price per month on monthly billing; null for a custom (quoted) price. */
  monthlyPriceCents: number | null;
  /** Price per month on annual billing; null for a custom (quoted) price. */
  annualMonthlyPriceCents: number | null;
  /** Presentations per month; null means unlimited. */
  monthlyDeckLimit: number | null;
  /** Users on the plan; null means unlimited. */
  seatLimit: number | null;
  /** Whether generated presentations carry the Deckmill watermark. */
  watermark: boolean;
  apiAccess: boolean;
  customBranding: boolean;
  advancedAnalytics: boolean;
  sso: boolean;
  /** Highlighted as 'Most Popular' on the pricing page. */
  mostPopular: boolean;
  /** Sold through sales rather than self-serve checkout. */
  contactSales: boolean;
  /** Marketing bullet points, in display order. */
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'Try Deckmill on real decks, no card needed.',
    monthlyPriceCents: 0,
    annualMonthlyPriceCents: 0,
    monthlyDeckLimit: 10,
    seatLimit: 1,
    watermark: true,
    apiAccess: false,
    customBranding: false,
    advancedAnalytics: false,
    sso: false,
    mostPopular: false,
    contactSales: false,
    features: ['10 presentations per month', '1 user', 'Unlimited templates', 'Watermark on exports'],
  },
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'For small teams that send decks every week.',
    monthlyPriceCents: 2900,
    annualMonthlyPriceCents: 2400,
    monthlyDeckLimit: 250,
    seatLimit: 3,
    watermark: false,
    apiAccess: true,
    customBranding: false,
    advancedAnalytics: false,
    sso: false,
    mostPopular: true,
    contactSales: false,
    features: [
      '250 presentations per month',
      'Up to 3 users',
      'No watermark',
      'API access',
      'Shared team templates',
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    tagline: 'For departments that run on personalised decks.',
    monthlyPriceCents: 8900,
    annualMonthlyPriceCents: 7400,
    monthlyDeckLimit: 2500,
    seatLimit: 10,
    watermark: false,
    apiAccess: true,
    customBranding: true,
    advancedAnalytics: true,
    sso: false,
    mostPopular: false,
    contactSales: false,
    features: [
      '2,500 presentations per month',
      'Up to 10 users',
      'No watermark',
      'API access',
      'Custom branding',
      'Advanced analytics',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For organisations with security and scale requirements.',
    monthlyPriceCents: null,
    annualMonthlyPriceCents: null,
    monthlyDeckLimit: null,
    seatLimit: null,
    watermark: false,
    apiAccess: true,
    customBranding: true,
    advancedAnalytics: true,
    sso: true,
    mostPopular: false,
    contactSales: true,
    features: [
      'Unlimited presentations',
      'Unlimited users',
      'Single sign-on (SSO)',
      'Service level agreement (SLA)',
      'On-premise option',
      'Dedicated support',
    ],
  },
];

/** The label of the annual billing option. */
export const ANNUAL_SAVINGS_LABEL = 'Save 20%';

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** The yearly total on annual billing: the annual per-month price x 12 ($24 x 12 = $288). */
export function annualTotalCents(plan: Plan): number | null {
  return plan.annualMonthlyPriceCents === null ? null : plan.annualMonthlyPriceCents * 12;
}
