import { APP_LINKS } from '../../site/siteConfig';
import type { SolutionContent } from './solutionContent';

export const HR_DEPARTMENTS: SolutionContent = {
  eyebrow: 'For HR departments',
  title: 'Offer packs and reward statements for every employee, in minutes',
  lead: 'Turn your HRIS export into personalised offer decks, onboarding presentations and total-reward statements, so your team spends its time on people, not slides.',
  heroCtas: [
    { label: 'Start Free Trial', to: APP_LINKS.signUp },
    { label: 'See HR Demo', to: '/contact', variant: 'secondary' },
  ],
  highlight: {
    figures: [
      { value: '53 hours', label: 'a month of deck work before Deckmill' },
      { value: '5 hours', label: 'a month with Deckmill' },
      { value: '48 hours', label: 'saved every month' },
    ],
    summary:
      '53 hours a month down to 5, with 48 saved: that is a typical HR team producing offer packs and reward statements.',
  },
  challenges: {
    title: 'The challenges',
    intro: 'People teams are measured on experience, and buried in documents.',
    items: [
      {
        title: 'Hours lost to copy and paste',
        text: 'Every offer, promotion and reward statement means retyping salary, title and start date into a deck.',
      },
      {
        title: 'Mistakes that hurt trust',
        text: 'A wrong salary figure in an offer pack is more than a typo; it is a difficult conversation.',
      },
      {
        title: 'Confidential data on the move',
        text: 'Compensation spreadsheets get emailed around because the decks have to be built somewhere.',
      },
    ],
  },
  features: {
    title: 'Features for people teams',
    intro: 'Accurate, personal and on-brand, for one employee or ten thousand.',
    items: [
      {
        title: 'Straight from your HRIS export',
        text: 'Map columns such as name, role, salary and start date to placeholders once, and reuse the mapping.',
      },
      {
        title: 'Consistent employer brand',
        text: 'Every candidate and employee sees the same polished design your talent brand team approved.',
      },
      {
        title: 'Protected data',
        text: 'TLS in transit, strict isolation between accounts and an audit trail of changes.',
      },
      {
        title: 'Team workspaces',
        text: 'Share templates with HR business partners while admins control who can change them.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Where HR teams start.',
    items: [
      {
        title: 'Offer packs',
        text: 'Role, package and first-week plan for every candidate, ready before the offer call.',
      },
      {
        title: 'Total-reward statements',
        text: 'Salary, bonus, benefits and pension for every employee in one annual batch.',
      },
      {
        title: 'Onboarding decks',
        text: 'A welcome presentation with each new joiner’s team, manager and schedule.',
      },
    ],
  },
  quote: {
    text: 'Offer packs used to be the bottleneck of our hiring process. Now the deck is ready before the offer call is even scheduled.',
    name: 'HR Business Partner',
    role: 'a 900-employee logistics company',
  },
  closing: {
    title: 'Give your HR team 48 hours back every month',
    text: 'See your own offer pack or reward statement generated from a sample export.',
    ctas: [
      { label: 'Request HR Demo', to: '/contact' },
      { label: 'Start Free Trial', to: APP_LINKS.signUp },
    ],
  },
};
