import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { AuthLayout } from '../layout/AuthLayout';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireSignedIn } from '../auth/RequireSignedIn';
import { NotFoundPage } from '../status/NotFoundPage';
import { paths } from '../../config/paths';
import {
  ActivityPage,
  SignInPage,
  SignUpPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  ConfirmationPage,
  ResendConfirmationPage,
  UnlockPage,
  SignOutPage,
  DashboardPage,
  PresentationsPage,
  NewPresentationPage,
  PresentationDetailPage,
  TemplatesPage,
  NewTemplatePage,
  TemplateDetailPage,
  TeamsPage,
  NewTeamPage,
  TeamDetailPage,
  EditTeamPage,
  ProfilePage,
  SubscriptionPage,
  ChangeSubscriptionPage,
  ApiKeysPage,
  NewApiKeyPage,
  WebhooksPage,
} from './pages';

/**
 * Every page of the app, sign-in pages included. A feature replaces its page component, not this table.
 * Pages are lazy (`./pages`); each layout wraps its outlet in Suspense with a page skeleton.
 */
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
      { path: paths.appHome, element: <Navigate to={paths.dashboard} replace /> },
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
      { path: paths.webhooks, element: <WebhooksPage /> },
      { path: paths.activity, element: <ActivityPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
