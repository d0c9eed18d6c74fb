import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { AuthLayout } from '../layout/AuthLayout';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireSignedIn } from '../auth/RequireSignedIn';
import { NotFoundPage } from '../status/NotFoundPage';
import { paths } from '../../config/paths';
import { SignInPage } from '../../features/auth/pages/SignInPage';
import { SignUpPage } from '../../features/auth/pages/SignUpPage';
import { ForgotPasswordPage } from '../../features/auth/pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../../features/auth/pages/ResetPasswordPage';
import { ConfirmationPage } from '../../features/auth/pages/ConfirmationPage';
import { ResendConfirmationPage } from '../../features/auth/pages/ResendConfirmationPage';
import { UnlockPage } from '../../features/auth/pages/UnlockPage';
import { SignOutPage } from '../../features/auth/pages/SignOutPage';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { PresentationsPage } from '../../features/presentations/pages/PresentationsPage';
import { NewPresentationPage } from '../../features/presentations/pages/NewPresentationPage';
import { PresentationDetailPage } from '../../features/presentations/pages/PresentationDetailPage';
import { TemplatesPage } from '../../features/templates/pages/TemplatesPage';
import { NewTemplatePage } from '../../features/templates/pages/NewTemplatePage';
import { TemplateDetailPage } from '../../features/templates/pages/TemplateDetailPage';
import { TeamsPage } from '../../features/teams/pages/TeamsPage';
import { NewTeamPage } from '../../features/teams/pages/NewTeamPage';
import { TeamDetailPage } from '../../features/teams/pages/TeamDetailPage';
import { EditTeamPage } from '../../features/teams/pages/EditTeamPage';
import { ProfilePage } from '../../features/settings/pages/ProfilePage';
import { SubscriptionPage } from '../../features/settings/pages/SubscriptionPage';
import { ChangeSubscriptionPage } from '../../features/settings/pages/ChangeSubscriptionPage';
import { ApiKeysPage } from '../../features/settings/pages/ApiKeysPage';
import { NewApiKeyPage } from '../../features/settings/pages/NewApiKeyPage';

/** Every page of the signed-in app (spec 2.2, 2.3). A feature replaces its page component, not this table. */
export const appRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.signIn, element: <SignInPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      { path: paths.confirmation, element: <ConfirmationPage /> },
      { path: paths.resendConfirmation, element: <ResendConfirmationPage /> },
      { path: paths.unlock, element: <UnlockPage /> },
      { path: paths.signOut, element: <SignOutPage /> },
    ],
  },
  {
    element: <RequireSignedIn>{(user) => <AppLayout user={user} />}</RequireSignedIn>,
    children: [
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.presentations, element: <PresentationsPage /> },
      { path: paths.newPresentation, element: <NewPresentationPage /> },
      { path: paths.presentation(':id'), element: <PresentationDetailPage /> },
      { path: paths.templates, element: <TemplatesPage /> },
      { path: paths.newTemplate, element: <NewTemplatePage /> },
      { path: paths.template(':id'), element: <TemplateDetailPage /> },
      { path: paths.teams, element: <TeamsPage /> },
      { path: paths.newTeam, element: <NewTeamPage /> },
      { path: paths.team(':id'), element: <TeamDetailPage /> },
      { path: paths.editTeam(':id'), element: <EditTeamPage /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.subscription, element: <SubscriptionPage /> },
      { path: paths.changeSubscription, element: <ChangeSubscriptionPage /> },
      { path: paths.apiKeys, element: <ApiKeysPage /> },
      { path: paths.newApiKey, element: <NewApiKeyPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
