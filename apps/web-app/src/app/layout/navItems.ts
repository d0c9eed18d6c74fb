import {
  CreditCard,
  FileStack,
  History,
  KeyRound,
  LayoutDashboard,
  Presentation,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
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
      { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
      { label: 'Templates', to: paths.templates, icon: FileStack },
      { label: 'Presentations', to: paths.presentations, icon: Presentation },
      { label: 'Teams', to: paths.teams, icon: Users },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Profile', to: paths.profile, icon: UserRound },
      { label: 'Subscription', to: paths.subscription, icon: CreditCard },
      { label: 'API Keys', to: paths.apiKeys, icon: KeyRound },
      { label: 'Webhooks', to: paths.webhooks, icon: Webhook },
      { label: 'Activity', to: paths.activity, icon: History },
    ],
  },
];

/** The sidebar as shown: local mode (the desktop app) has no plans, so no Subscription page. */
export function navSectionsFor(local: boolean): readonly NavSection[] {
  if (!local) return navSections;
  return navSections.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.to !== paths.subscription),
  }));
}
