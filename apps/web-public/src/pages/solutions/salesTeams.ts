import { APP_LINKS } from '../../site/siteConfig';
import type { SolutionContent } from './solutionContent';

export const SALES_TEAMS: SolutionContent = {
  eyebrow: 'For sales teams',
  title: 'A tailored proposal for every prospect, before the competition sends theirs',
  lead: 'Export your pipeline from the CRM and get a personalised proposal or follow-up deck for every account. Reps sell; Deckmill makes the slides.',
  heroCtas: [
    { label: 'Start Closing More Deals', to: APP_LINKS.signUp },
    { label: 'Watch Demo', to: '/contact', variant: 'secondary' },
  ],
  challenges: {
    title: 'The challenges',
    intro: 'Personalised outreach wins deals, but it does not scale by hand.',
    items: [
      {
        title: 'Reps building decks, not pipeline',
        text: 'Hours a week go into tailoring proposals that mostly differ in the name, the numbers and the logo.',
      },
      {
        title: 'Generic decks that do not convert',
        text: 'When time runs out, prospects get the generic deck, and it shows in the win rate.',
      },
      {
        title: 'Off-message proposals',
        text: 'Old pricing, retired products and unapproved claims survive in local copies of the deck.',
      },
    ],
  },
  features: {
    title: 'Features for revenue teams',
    intro: 'Personal at scale, on message every time.',
    items: [
      {
        title: 'From CRM export to decks',
        text: 'Company, contact, pain points and proposed package from your CRM fill the template row by row.',
      },
      {
        title: 'Approved content only',
        text: 'Sales enablement owns the template, so pricing and positioning are always current.',
      },
      {
        title: 'API for automation',
        text: 'Trigger a proposal batch from your own workflow with an API key on paid plans.',
      },
      {
        title: 'Whole-territory batches',
        text: 'Generate decks for an entire account list in one run and download them as a ZIP.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Where sales teams use Deckmill.',
    items: [
      { title: 'Personalised proposals', text: 'Pricing, scope and ROI figures tailored to each prospect.' },
      {
        title: 'Quarterly business reviews',
        text: 'Usage and value delivered for every customer account, ready for the QBR.',
      },
      {
        title: 'Event follow-ups',
        text: 'A tailored recap deck for every lead you met, sent the next morning.',
      },
    ],
  },
  quote: {
    text: 'Our reps send a tailored proposal the same day as the discovery call. Response rates went up, and nobody misses the Sunday evening deck building.',
    name: 'VP of Sales',
    role: 'a B2B software company',
  },
  closing: {
    title: 'Spend your selling time selling',
    text: 'Start free with 10 presentations a month, or let us show you a proposal batch built from a CRM export.',
    ctas: [
      { label: 'Start Free Trial', to: APP_LINKS.signUp },
      { label: 'Talk to Sales', to: '/contact' },
    ],
  },
};
