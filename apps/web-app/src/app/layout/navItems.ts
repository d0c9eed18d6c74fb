import { paths } from '../routing/paths';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavSection {
  label: string;
  items: readonly NavItem[];
}

/** The sidebar. A link stays highlighted on every page below it (Templates on /app/templates/new). */
export const navSections: readonly NavSection[] = [
  {
    label: 'Workspace',
    items: [
      { label: 'Dashboard', to: paths.dashboard },
      { label: 'Templates', to: paths.templates },
      { label: 'Presentations', to: paths.presentations },
      { label: 'Teams', to: paths.teams },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Profile', to: paths.profile },
      { label: 'Subscription', to: paths.subscription },
      { label: 'API Keys', to: paths.apiKeys },
    ],
  },
];
