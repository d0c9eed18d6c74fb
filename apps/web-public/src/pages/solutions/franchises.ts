import { APP_LINKS } from '../../site/siteConfig';
import type { SolutionContent } from './solutionContent';

export const FRANCHISES: SolutionContent = {
  eyebrow: 'For franchises',
  title: 'One brand, hundreds of locations, a personal deck for each',
  lead: 'Send every franchisee a performance review, launch kit or owner update that carries their own numbers and your exact brand, without a head-office marathon.',
  heroCtas: [
    { label: 'Start Free Trial', to: APP_LINKS.signUp },
    { label: 'See Franchise Demo', to: '/contact', variant: 'secondary' },
  ],
  challenges: {
    title: 'The challenges',
    intro: 'Head office teams are small; networks are not.',
    items: [
      {
        title: 'Reviews that arrive late',
        text: 'Building a deck for every location takes weeks, so owners see last quarter’s numbers when this quarter is half over.',
      },
      {
        title: 'Brand drift',
        text: 'Local copies of the master deck pick up old logos, wrong fonts and outdated offers.',
      },
      {
        title: 'One size fits nobody',
        text: 'Generic network-wide decks do not speak to an owner about their own store, their own targets and their own team.',
      },
    ],
  },
  features: {
    title: 'Features for franchise networks',
    intro: 'Central control of the design, local detail in every deck.',
    items: [
      {
        title: 'Brand-approved templates',
        text: 'Marketing owns the template; every location’s deck uses it exactly.',
      },
      {
        title: 'A deck per location per row',
        text: 'Export location data once and generate up to 10,000 presentations in a batch.',
      },
      {
        title: 'Team sharing',
        text: 'Regional managers share templates with their teams and generate their own territory.',
      },
      {
        title: 'Download as ZIP',
        text: 'Hand the whole batch to your distribution tool as one archive, one file per location.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Where franchise networks use Deckmill.',
    items: [
      {
        title: 'Quarterly location reviews',
        text: 'Sales, margins and customer scores per location, benchmarked against the network.',
      },
      {
        title: 'New location launch kits',
        text: 'Opening plans with the owner’s dates, staff targets and local marketing.',
      },
      {
        title: 'Annual conference packs',
        text: 'A personal results deck for every owner attending your network event.',
      },
    ],
  },
  quote: {
    text: 'We send a personalised performance deck to all 120 locations every quarter. It used to be a two-week project; now it takes twenty minutes.',
    name: 'Operations Director',
    role: 'a regional franchise network',
  },
  closing: {
    title: 'Give every owner their own numbers, on brand',
    text: 'Try a batch for ten locations on the free plan, or let us show you a network-sized run.',
    ctas: [
      { label: 'Start Free Trial', to: APP_LINKS.signUp },
      { label: 'See Franchise Demo', to: '/contact' },
    ],
  },
};
