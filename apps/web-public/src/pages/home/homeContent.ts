import type { CardItem } from '../../components/CardGrid';
import type { Quote } from '../../components/QuoteBlock';

export const PROBLEMS: readonly CardItem[] = [
  {
    title: 'The same deck, rebuilt by hand',
    text: 'Every client review, offer pack and location report starts as a copy of last month’s file. Then someone retypes names, figures and dates, slide by slide.',
  },
  {
    title: 'One typo away from embarrassment',
    text: 'Copy and paste is where the wrong client name ends up on slide four. The more decks you send, the more likely one of them goes out wrong.',
  },
  {
    title: 'Your best people on busywork',
    text: 'Account managers, analysts and recruiters lose whole afternoons to formatting instead of the conversations the deck was meant to start.',
  },
];

export const SOLUTIONS: readonly CardItem[] = [
  {
    title: 'Design once',
    text: 'Keep your template in PowerPoint, with your fonts, colours and layouts. Mark the parts that change with {{placeholders}}.',
  },
  {
    title: 'Fill from your data',
    text: 'Export a CSV from your CRM, HRIS or spreadsheet. Each row becomes one finished presentation, with every placeholder filled.',
  },
  {
    title: 'Send with confidence',
    text: 'Every deck comes from the same approved template, so layouts never drift and numbers land exactly where they belong.',
  },
];

export const STEPS: readonly CardItem[] = [
  {
    kicker: 'Step 1',
    title: 'Upload your template',
    text: 'A normal .pptx file with placeholders such as {{client_name}} in text boxes, tables or shapes.',
  },
  {
    kicker: 'Step 2',
    title: 'Upload a CSV and map columns',
    text: 'Deckmill reads the header row and matches columns to placeholders. Check the first rows in the preview.',
  },
  {
    kicker: 'Step 3',
    title: 'Generate and download',
    text: 'One presentation per row, built on our servers. Download them one by one or as a single ZIP.',
  },
];

export const AUDIENCES = [
  {
    to: '/solutions/agencies',
    title: 'Agencies',
    text: 'Monthly client reports and pitch decks in your clients’ colours, without the Friday scramble.',
  },
  {
    to: '/solutions/sales-teams',
    title: 'Sales teams',
    text: 'A tailored proposal for every prospect on the list, straight from your CRM export.',
  },
  {
    to: '/solutions/financial-services',
    title: 'Financial services',
    text: 'Consistent, compliant portfolio reviews from approved templates, with an audit trail.',
  },
  {
    to: '/solutions/franchises',
    title: 'Franchises',
    text: 'One brand-approved template, a personalised report for every location in the network.',
  },
  {
    to: '/solutions/hr-departments',
    title: 'HR departments',
    text: 'Offer packs, onboarding decks and reward statements for every employee, in minutes.',
  },
] as const;

export const FEATURES: readonly CardItem[] = [
  {
    title: 'Bulk generation',
    text: 'Up to 10,000 rows per batch, and 100+ presentations in about five minutes.',
  },
  {
    title: 'Placeholders anywhere',
    text: 'Text boxes, tables and shapes all work. Formatting around a placeholder is kept.',
  },
  {
    title: 'ZIP downloads',
    text: 'Grab a single deck or the whole batch as one archive, named row by row.',
  },
  {
    title: 'Team templates',
    text: 'Share approved templates with your team so everyone starts from the same file.',
  },
  {
    title: 'API for automation',
    text: 'Trigger batches from your own workflows with an API key on paid plans.',
  },
  {
    title: 'Security built in',
    text: 'Encrypted connections, strict account isolation and an audit trail of every change.',
  },
];

export const TESTIMONIALS: readonly Quote[] = [
  {
    text: 'Our monthly client reporting went from three days of copy and paste to one afternoon of checking. The team actually looks forward to the end of the month now.',
    name: 'Head of Client Services',
    role: 'a 40-person digital agency',
  },
  {
    text: 'We send a personalised performance deck to all 120 locations every quarter. Deckmill made that a 20-minute job instead of a two-week project.',
    name: 'Operations Director',
    role: 'a regional franchise network',
  },
  {
    text: 'Offer packs used to be the bottleneck of our hiring process. Now the deck is ready before the offer call is even scheduled.',
    name: 'HR Business Partner',
    role: 'a 900-employee logistics company',
  },
];
