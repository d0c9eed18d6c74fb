import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { AuthLayout } from '../layout/AuthLayout';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireSignedIn } from '../auth/RequireSignedIn';
import { OutsideLocalMode } from '../local/OutsideLocalMode';
import { NotFoundPage } from '../status/NotFoundPage';
import { paths } from '../../config/paths';
import { crumbs } from './crumbs';
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
  ShareLinksSection,
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
      { path: paths.dashboard, element: <DashboardPage />, handle: crumbs.dashboard },
      { path: paths.appHome, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.presentations, element: <PresentationsPage />, handle: crumbs.presentations },
      { path: paths.newPresentation, element: <NewPresentationPage />, handle: crumbs.newPresentation },
      {
        path: paths.presentation(':id'),
        element: <PresentationDetailPage />,
        handle: crumbs.presentation,
        children: [{ index: true, element: <ShareLinksSection /> }],
      },
      { path: paths.templates, element: <TemplatesPage />, handle: crumbs.templates },
      { path: paths.newTemplate, element: <NewTemplatePage />, handle: crumbs.newTemplate },
      { path: paths.template(':id'), element: <TemplateDetailPage />, handle: crumbs.template },
      { path: paths.teams, element: <TeamsPage />, handle: crumbs.teams },
      { path: paths.newTeam, element: <NewTeamPage />, handle: crumbs.newTeam },
      { path: paths.team(':id'), element: <TeamDetailPage />, handle: crumbs.team },
      { path: paths.editTeam(':id'), element: <EditTeamPage />, handle: crumbs.editTeam },
      { path: paths.profile, element: <ProfilePage />, handle: crumbs.profile },
      {
        path: paths.subscription,
        element: (
          <OutsideLocalMode>
            <SubscriptionPage />
          </OutsideLocalMode>
        ),
        handle: crumbs.subscription,
      },
      {
        path: paths.changeSubscription,
        element: (
          <OutsideLocalMode>
            <ChangeSubscriptionPage />
          </OutsideLocalMode>
        ),
        handle: crumbs.changeSubscription,
      },
      { path: paths.apiKeys, element: <ApiKeysPage />, handle: crumbs.apiKeys },
      { path: paths.newApiKey, element: <NewApiKeyPage />, handle: crumbs.newApiKey },
      { path: paths.webhooks, element: <WebhooksPage />, handle: crumbs.webhooks },
      { path: paths.activity, element: <ActivityPage />, handle: crumbs.activity },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
