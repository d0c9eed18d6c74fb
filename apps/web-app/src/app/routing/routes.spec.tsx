import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../testing/renderApp';

describe('route table', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/app/presentations?page=2', 'Presentations'],
    ['/app/presentations/new', 'Create Presentations'],
    // No API answers here either: the batch's not-found state under the 'Presentation' heading.
    ['/app/presentations/42', 'Presentation'],
    ['/app/templates', 'Templates'],
    ['/app/templates/new', 'Upload Template'],
    // No API answers in this table, so the detail page shows its not-found state under the 'Template' heading.
    ['/app/templates/7', 'Template'],
    ['/app/teams', 'Teams'],
    ['/app/teams/new', 'Create Team'],
    ['/app/teams/abc123', 'Team'],
    ['/app/teams/abc123/edit', 'Team Settings'],
    ['/settings/profile', 'Profile'],
    ['/settings/subscription', 'Subscription'],
    ['/settings/subscription/new', 'Change Plan'],
    ['/settings/api_keys', 'API Keys'],
    ['/settings/api_keys/new', 'Create API Key'],
    ['/settings/webhooks', 'Webhooks'],
  ])('renders %s in the sidebar layout with the heading %s', async (path, heading) => {
    renderApp(path, testUser());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it.each([
    ['/users/sign_in', 'Sign in'],
    ['/users/sign_up', 'Create your account'],
    ['/users/password/new', 'Forgot your password?'],
    ['/users/password/edit?reset_password_token=abc', 'Reset your password'],
    ['/users/confirmation?confirmation_token=abc', 'Confirm your email'],
    ['/users/confirmation/new', 'Resend confirmation instructions'],
  ])('renders %s in the centred auth layout with the heading %s', async (path, heading) => {
    renderApp(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('sends /app (where a finished SSO sign-in lands) to the dashboard', async () => {
    const { router } = renderApp('/app', testUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a 404 page for an unknown path', async () => {
    renderApp('/app/nowhere', testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
