import { lazyPage } from '@deckmill/ui';

// Every page is its own chunk, fetched on first visit: the first screen loads the shell and one page only.
export const SignInPage = lazyPage(() => import('../../features/auth/pages/SignInPage'), 'SignInPage');
export const SignUpPage = lazyPage(() => import('../../features/auth/pages/SignUpPage'), 'SignUpPage');
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const ConfirmationPage = lazyPage(
  () => import('../../features/auth/pages/ConfirmationPage'),
  'ConfirmationPage',
);
export const ResendConfirmationPage = lazyPage(
  () => import('../../features/auth/pages/ResendConfirmationPage'),
  'ResendConfirmationPage',
);
export const UnlockPage = lazyPage(() => import('../../features/auth/pages/UnlockPage'), 'UnlockPage');
export const SignOutPage = lazyPage(() => import('../../features/auth/pages/SignOutPage'), 'SignOutPage');
export const DashboardPage = lazyPage(
  () => import('../../features/dashboard/pages/DashboardPage'),
  'DashboardPage',
);
export const PresentationsPage = lazyPage(
  () => import('../../features/presentations/pages/PresentationsPage'),
  'PresentationsPage',
);
export const NewPresentationPage = lazyPage(
  () => import('../../features/presentations/pages/NewPresentationPage'),
  'NewPresentationPage',
);
export const PresentationDetailPage = lazyPage(
  () => import('../../features/presentations/pages/PresentationDetailPage'),
  'PresentationDetailPage',
);
// The detail page's Links section (features/sharing), shown in its outlet: a chunk of its own too.
export const ShareLinksSection = lazyPage(
  () => import('../../features/sharing/components/ShareLinksSection'),
  'ShareLinksSection',
);
export const TemplatesPage = lazyPage(
  () => import('../../features/templates/pages/TemplatesPage'),
  'TemplatesPage',
);
export const NewTemplatePage = lazyPage(
  () => import('../../features/templates/pages/NewTemplatePage'),
  'NewTemplatePage',
);
export const TemplateDetailPage = lazyPage(
  () => import('../../features/templates/pages/TemplateDetailPage'),
  'TemplateDetailPage',
);
export const TeamsPage = lazyPage(() => import('../../features/teams/pages/TeamsPage'), 'TeamsPage');
export const NewTeamPage = lazyPage(() => import('../../features/teams/pages/NewTeamPage'), 'NewTeamPage');
export const TeamDetailPage = lazyPage(
  () => import('../../features/teams/pages/TeamDetailPage'),
  'TeamDetailPage',
);
export const EditTeamPage = lazyPage(() => import('../../features/teams/pages/EditTeamPage'), 'EditTeamPage');
export const ProfilePage = lazyPage(() => import('../../features/settings/pages/ProfilePage'), 'ProfilePage');
export const SubscriptionPage = lazyPage(
  () => import('../../features/settings/pages/SubscriptionPage'),
  'SubscriptionPage',
);
export const ChangeSubscriptionPage = lazyPage(
  () => import('../../features/settings/pages/ChangeSubscriptionPage'),
  'ChangeSubscriptionPage',
);
export const ApiKeysPage = lazyPage(() => import('../../features/settings/pages/ApiKeysPage'), 'ApiKeysPage');
export const NewApiKeyPage = lazyPage(
  () => import('../../features/settings/pages/NewApiKeyPage'),
  'NewApiKeyPage',
);
export const WebhooksPage = lazyPage(
  () => import('../../features/webhooks/pages/WebhooksPage'),
  'WebhooksPage',
);
export const ActivityPage = lazyPage(
  () => import('../../features/settings/pages/ActivityPage'),
  'ActivityPage',
);
