import { APP_LINKS } from '../../site/siteConfig';
import type { SolutionContent } from './solutionContent';

export const AGENCIES: SolutionContent = {
  eyebrow: 'For agencies',
  title: 'Client reports that build themselves, in every client’s colours',
  lead: 'Monthly performance reports, pitch decks and campaign recaps from one template and the export you already have. Your account team gets its last week of the month back.',
  heroCtas: [
    { label: 'Start Free Trial', to: APP_LINKS.signUp },
    { label: 'Book an Agency Demo', to: '/contact', variant: 'secondary' },
  ],
  challenges: {
    title: 'Pain points we hear from agencies',
    intro: 'Reporting is where agency margins quietly disappear.',
    items: [
      {
        title: 'Reporting week eats the calendar',
        text: 'Account managers spend days copying figures from analytics exports into slides instead of advising clients.',
      },
      {
        title: 'Errors clients notice',
        text: 'A wrong figure or another client’s logo on a slide costs more trust than the report ever earns.',
      },
      {
        title: 'Templates that drift',
        text: 'Every account tweaks its own copy of the master deck until no two reports look like they came from the same agency.',
      },
    ],
  },
  features: {
    title: 'Benefits for your team',
    intro: 'Keep your design in PowerPoint and let the data fill it.',
    items: [
      {
        title: 'One template, every client',
        text: 'Client names, figures and highlights are placeholders, so one approved design serves the whole roster.',
      },
      {
        title: 'Minutes, not days',
        text: 'Generate 100+ reports in about five minutes and spend the saved time on commentary clients value.',
      },
      {
        title: 'Shared team templates',
        text: 'Share templates with your team so every account starts from the latest approved version.',
      },
      {
        title: 'White-label output',
        text: 'Paid plans remove the watermark; Professional adds custom branding for your agency.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Where agencies use Deckmill first.',
    items: [
      {
        title: 'Monthly performance reports',
        text: 'SEO, paid media and social results for every client from one analytics export.',
      },
      {
        title: 'New business pitches',
        text: 'Tailor a proven pitch deck to each prospect’s industry, goals and numbers.',
      },
      {
        title: 'Campaign recaps',
        text: 'End-of-campaign summaries for every market or channel in a single batch.',
      },
    ],
  },
  quote: {
    text: 'We went from three days of copy and paste to one afternoon of checking. Our account managers finally write insights instead of retyping numbers.',
    name: 'Head of Client Services',
    role: 'a 40-person digital agency',
  },
  closing: {
    title: 'Take back reporting week',
    text: 'Start with your most repetitive report. Most agencies have their first batch out the same day.',
    ctas: [
      { label: 'Start Free Trial', to: APP_LINKS.signUp },
      { label: 'Talk to Our Team', to: '/contact' },
    ],
  },
};
