import { APP_LINKS } from '../../site/siteConfig';
import type { SolutionContent } from './solutionContent';

export const FINANCIAL_SERVICES: SolutionContent = {
  eyebrow: 'For financial services',
  title: 'Consistent, compliant client reviews for every portfolio',
  lead: 'Turn approved templates and your portfolio data into personalised client presentations, with the controls and audit trail your compliance team expects.',
  heroCtas: [
    { label: 'Request Demo', to: APP_LINKS.signUp },
    { label: 'Compliance Information', to: '/contact', variant: 'secondary' },
  ],
  challenges: {
    title: 'The challenges',
    intro: 'Client reporting in regulated firms has to be fast, personal and exactly right.',
    items: [
      {
        title: 'Manual work in a regulated process',
        text: 'Advisers copy figures into decks by hand, and every copy is a chance to show the wrong number to the wrong client.',
      },
      {
        title: 'Disclosures that must not change',
        text: 'Approved wording and disclaimers get edited, shortened or dropped when every adviser keeps their own file.',
      },
      {
        title: 'Sensitive data everywhere',
        text: 'Portfolio spreadsheets travel by email and sit on laptops because there is no better way to build the decks.',
      },
    ],
  },
  features: {
    title: 'Features built for regulated teams',
    intro: 'Approved templates in, consistent presentations out, with a record of who did what.',
    items: [
      {
        title: 'Locked, approved templates',
        text: 'Compliance approves one template; advisers generate from it and cannot drift from the approved wording.',
      },
      {
        title: 'Audit trail',
        text: 'Changes to templates, teams and keys and every batch are recorded with who and when.',
      },
      {
        title: 'Account isolation and TLS',
        text: 'Data travels over TLS and every request is checked against its own account; nothing is shared by accident.',
      },
      {
        title: 'SSO and on-premise option',
        text: 'Enterprise plans add single sign-on, an SLA and the option to run Deckmill inside your own network.',
      },
    ],
    link: { label: 'View Security Details', to: '/security', variant: 'secondary' },
  },
  useCases: {
    title: 'Use cases',
    intro: 'Where financial teams start.',
    items: [
      {
        title: 'Quarterly portfolio reviews',
        text: 'Holdings, performance and allocation for every client from one data export.',
      },
      {
        title: 'Client onboarding packs',
        text: 'Personalised welcome decks with the right fee schedule and disclosures.',
      },
      {
        title: 'Annual planning meetings',
        text: 'Goal tracking and projections prepared for every household before the meeting.',
      },
    ],
  },
  quote: {
    text: 'Compliance signs off one template a quarter instead of two hundred decks. Our advisers walk into reviews prepared, and the numbers are always the ones in the system.',
    name: 'Chief Operating Officer',
    role: 'a wealth management firm',
  },
  closing: {
    title: 'See Deckmill with your own templates',
    text: 'We will walk your team and your compliance officer through a batch built from your approved template.',
    ctas: [
      { label: 'Schedule Enterprise Demo', to: '/contact' },
      { label: 'View Security Details', to: '/security' },
    ],
  },
};
