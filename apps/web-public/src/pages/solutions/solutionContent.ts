import type { CardItem } from '../../components/CardGrid';
import type { Cta } from '../../components/CtaLink';
import type { Quote } from '../../components/QuoteBlock';

export interface TitledCards {
  title: string;
  intro: string;
  items: readonly CardItem[];
}

/** The shared structure of a solution page: hero, challenges, features, use cases, quote, closing call. */
export interface SolutionContent {
  eyebrow: string;
  title: string;
  lead: string;
  heroCtas: readonly Cta[];
  /** A headline figure shown under the hero, for example HR's hours saved. */
  highlight?: { figures: readonly { value: string; label: string }[]; summary: string };
  challenges: TitledCards;
  features: TitledCards & { link?: Cta };
  useCases: TitledCards;
  quote: Quote;
  closing: { title: string; text: string; ctas: readonly Cta[] };
}
