import { adminPaths } from '../routing/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  /** Highlight only on this exact path (the dashboard is the prefix of every admin path). */
  end?: boolean;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, end: true },
  { label: 'Users', to: adminPaths.users },
  { label: 'Teams', to: adminPaths.teams },
  { label: 'Templates', to: adminPaths.templates },
  { label: 'Presentations', to: adminPaths.presentations },
];
