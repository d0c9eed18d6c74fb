import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminNotFound } from '../layout/AdminNotFound';
import { adminPaths } from '../../config/paths';
import {
  AdminDashboardPage,
  AuditLogPage,
  UsersPage,
  UserDetailPage,
  TeamsPage,
  TeamDetailPage,
  TemplatesPage,
  TemplateDetailPage,
  PresentationsPage,
  PresentationDetailPage,
  StuckBatchesPage,
} from './pages';

/** Every page of the admin panel, all behind the admin check. Pages are lazy (`./pages`). */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin>{(admin) => <AdminLayout user={admin} />}</RequireAdmin>,
    children: [
      { path: adminPaths.dashboard, element: <AdminDashboardPage /> },
      { path: adminPaths.users, element: <UsersPage /> },
      { path: adminPaths.user(':id'), element: <UserDetailPage /> },
      { path: adminPaths.teams, element: <TeamsPage /> },
      { path: adminPaths.team(':id'), element: <TeamDetailPage /> },
      { path: adminPaths.templates, element: <TemplatesPage /> },
      { path: adminPaths.template(':id'), element: <TemplateDetailPage /> },
      { path: adminPaths.presentations, element: <PresentationsPage /> },
      { path: adminPaths.presentation(':id'), element: <PresentationDetailPage /> },
      { path: adminPaths.stuckBatches, element: <StuckBatchesPage /> },
      { path: adminPaths.audit, element: <AuditLogPage /> },
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];
