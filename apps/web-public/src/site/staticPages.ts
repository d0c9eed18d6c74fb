import { pricingDescription } from '../pages/pricing/planSentences';
import type { PageMeta } from './pageMeta';

/** Every fixed public route with its head tags; blog articles add one route each. */
export const STATIC_PAGES = {
  '/': {
    title: 'Deckmill',
    description:
      'Deckmill fills your PowerPoint template with every row of a CSV: one personalised presentation per client, candidate or location, in minutes. Start free with 10 presentations a month.',
    type: 'website',
  },
  '/how-it-works': {
    title: 'How it works',
    description:
      'Three steps from template to a folder of finished decks: add {{placeholders}} to a .pptx, map CSV columns to them, and generate one presentation per row.',
    type: 'website',
  },
  '/pricing': {
    title: 'Pricing',
    description: pricingDescription(),
    type: 'website',
  },
  '/about': {
    title: 'About',
    description:
      'Why we built Deckmill: the people behind the numbers in every deck deserve more of their week back. Our story, our values and our progress so far.',
    type: 'website',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What Deckmill collects, why, how long we keep it and the choices you have. Your templates and CSV data are yours and are processed only to make your presentations.',
    type: 'website',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms for using Deckmill: accounts, plans and billing, acceptable use, your content, liability and how these terms change.',
    type: 'website',
  },
  '/security': {
    title: 'Security',
    description:
      'How Deckmill protects your templates and data: argon2id password hashing, TLS in transit, strict isolation between accounts, audit trail, backups and hashed API keys.',
    type: 'website',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Practical guides on template design, CSV hygiene and presentation automation from the Deckmill team.',
    type: 'website',
  },
  '/contact': {
    title: 'Contact',
    description:
      'Talk to the Deckmill team about a demo, pricing, security reviews or support. We answer every message within one business day.',
    type: 'website',
  },
  '/docs/api': {
    title: 'API v1 reference',
    description:
      'The Deckmill REST API v1: API keys and scopes, errors, rate limits, idempotency and pagination, then every operation with its fields, answers and a curl example.',
    type: 'website',
  },
  '/solutions/agencies': {
    title: 'Deckmill for agencies',
    description:
      'Monthly client reports, pitch decks and campaign recaps from one branded template and your data export. Give account teams their Fridays back.',
    type: 'website',
  },
  '/solutions/financial-services': {
    title: 'Deckmill for financial services',
    description:
      'Client portfolio reviews and quarterly statements as consistent, compliant decks, generated from approved templates with a full audit trail.',
    type: 'website',
  },
  '/solutions/franchises': {
    title: 'Deckmill for franchises',
    description:
      'One brand-approved template, a personalised deck for every location: performance reviews, launch kits and owner updates across your whole network.',
    type: 'website',
  },
  '/solutions/hr-departments': {
    title: 'Deckmill for HR departments',
    description:
      'Offer packs, onboarding decks and total-reward statements for every employee from one template. Cut 53 hours a month of deck work down to 5.',
    type: 'website',
  },
  '/solutions/sales-teams': {
    title: 'Deckmill for sales teams',
    description:
      'A tailored proposal for every prospect on your list, built from your CRM export in minutes. Reps sell while Deckmill makes the decks.',
    type: 'website',
  },
} as const satisfies Record<string, PageMeta>;

export type StaticPath = keyof typeof STATIC_PAGES;

export const STATIC_PATHS = Object.keys(STATIC_PAGES) as StaticPath[];
