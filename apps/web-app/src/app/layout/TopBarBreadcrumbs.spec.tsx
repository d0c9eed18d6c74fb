import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderAppWith, testUser } from '../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../testing/fakePresentationsBackend';

async function breadcrumb() {
  return within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
}

describe('TopBarBreadcrumbs', () => {
  it.each([
    ['/dashboard', [], 'Dashboard'],
    ['/app/presentations', [], 'Presentations'],
    ['/app/presentations/new', ['Presentations'], 'New presentation'],
    ['/app/templates', [], 'Templates'],
    ['/app/templates/new', ['Templates'], 'Upload template'],
    ['/app/templates/7', ['Templates'], 'Template'],
    ['/app/teams', [], 'Teams'],
    ['/app/teams/new', ['Teams'], 'New team'],
    ['/app/teams/abc123', ['Teams'], 'Team'],
    ['/app/teams/abc123/edit', ['Teams'], 'Team settings'],
    ['/settings/profile', [], 'Profile'],
    ['/settings/subscription', [], 'Subscription'],
    ['/settings/subscription/new', ['Subscription'], 'Change plan'],
    ['/settings/api_keys', [], 'API Keys'],
    ['/settings/api_keys/new', ['API Keys'], 'New API key'],
    ['/settings/webhooks', [], 'Webhooks'],
    ['/settings/activity', [], 'Activity'],
  ])('on %s links %j and marks %s as the current page', async (path, parents, current) => {
    renderApp(path, testUser());
    const trail = await breadcrumb();
    expect(trail.queryAllByRole('link').map((link) => link.textContent)).toEqual(parents);
    const here = trail.getByText(current);
    expect(here).toHaveAttribute('aria-current', 'page');
  });

  it('links the parent page, and offers it as a back link for phones', async () => {
    renderApp('/app/templates/new', testUser());
    const trail = await breadcrumb();
    expect(trail.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/app/templates');
    expect(screen.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/app/templates');
  });

  it('names the batch on its detail page once the page has loaded it', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/abc': { body: detail({ id: 'abc', name: 'Renewal Offer · april' }) },
    });
    renderAppWith('/app/presentations/abc', fetchMock);
    const trail = await breadcrumb();
    expect(await trail.findByText('Renewal Offer · april')).toHaveAttribute('aria-current', 'page');
    expect(trail.getByRole('link', { name: 'Presentations' })).toHaveAttribute('href', '/app/presentations');
  });
});
