import {
  FileStack,
  Hourglass,
  LayoutDashboard,
  Presentation,
  ScrollText,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { adminPaths } from '../../config/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the dashboard is the prefix of every admin path). */
  end?: boolean;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, end: true, icon: LayoutDashboard },
  { label: 'Users', to: adminPaths.users, icon: Users },
  { label: 'Teams', to: adminPaths.teams, icon: UsersRound },
  { label: 'Templates', to: adminPaths.templates, icon: FileStack },
  { label: 'Presentations', to: adminPaths.presentations, icon: Presentation },
  { label: 'Stuck batches', to: adminPaths.stuckBatches, icon: Hourglass },
  { label: 'Audit log', to: adminPaths.audit, icon: ScrollText },
];
