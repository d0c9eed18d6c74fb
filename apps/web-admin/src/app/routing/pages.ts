import { lazyPage } from '@deckmill/ui';

// Every page is its own chunk, fetched on first visit; AdminLayout shows a page skeleton meanwhile.
export const AdminDashboardPage = lazyPage(
  () => import('../../features/dashboard/pages/AdminDashboardPage'),
  'AdminDashboardPage',
);
export const UsersPage = lazyPage(() => import('../../features/users/pages/UsersPage'), 'UsersPage');
export const UserDetailPage = lazyPage(
  () => import('../../features/users/pages/UserDetailPage'),
  'UserDetailPage',
);
export const TeamsPage = lazyPage(() => import('../../features/teams/pages/TeamsPage'), 'TeamsPage');
export const TeamDetailPage = lazyPage(
  () => import('../../features/teams/pages/TeamDetailPage'),
  'TeamDetailPage',
);
export const TemplatesPage = lazyPage(
  () => import('../../features/templates/pages/TemplatesPage'),
  'TemplatesPage',
);
export const TemplateDetailPage = lazyPage(
  () => import('../../features/templates/pages/TemplateDetailPage'),
  'TemplateDetailPage',
);
export const PresentationsPage = lazyPage(
  () => import('../../features/presentations/pages/PresentationsPage'),
  'PresentationsPage',
);
export const PresentationDetailPage = lazyPage(
  () => import('../../features/presentations/pages/PresentationDetailPage'),
  'PresentationDetailPage',
);
export const StuckBatchesPage = lazyPage(
  () => import('../../features/stuck-batches/pages/StuckBatchesPage'),
  'StuckBatchesPage',
);
export const AuditLogPage = lazyPage(() => import('../../features/audit/pages/AuditLogPage'), 'AuditLogPage');
