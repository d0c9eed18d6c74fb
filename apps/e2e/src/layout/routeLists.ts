import type { Page } from 'playwright-core';
import type { Workspace } from '../seed';

/** The auth pages, visited signed out (GuestOnly sends signed-in users on). */
export const GUEST_ROUTES = [
  '/users/sign_in',
  '/users/sign_in?sso_error=no_sso_for_domain',
  '/users/sign_up',
  '/users/password/new',
  '/users/password/edit',
  '/users/confirmation',
  '/users/confirmation/new',
  '/users/unlock',
];

/** Every page of the signed-in app, with the seeded template, batch and team behind the detail pages. */
export function appRoutes(workspace: Workspace): string[] {
  return [
    '/dashboard',
    '/app/presentations',
    '/app/presentations/new',
    `/app/presentations/${workspace.batchId}`,
    '/app/templates',
    '/app/templates/new',
    `/app/templates/${workspace.templateId}`,
    '/app/teams',
    '/app/teams/new',
    `/app/teams/${workspace.teamShortId}`,
    `/app/teams/${workspace.teamShortId}/edit`,
    `/app/teams/${workspace.teamShortId}?tab=activity`,
    `/app/teams/${workspace.teamShortId}?tab=sso`,
    '/settings/profile',
    '/settings/subscription',
    '/settings/subscription/new?plan=starter&period=monthly',
    '/settings/api_keys',
    '/settings/api_keys/new',
    '/settings/webhooks',
    '/settings/activity',
    '/app/no-such-page',
  ];
}

const ADMIN_LISTS = ['/admin/users', '/admin/teams', '/admin/templates', '/admin/presentations'];

/** Every admin page: the dashboard, the four lists, the first detail page each list links to, and the rest. */
export async function adminRoutes(page: Page, baseUrl: string): Promise<string[]> {
  const details: string[] = [];
  for (const list of ADMIN_LISTS) {
    await page.goto(`${baseUrl}${list}`);
    const link = page.locator(`main a[href^="${list}/"]`).first();
    await link.waitFor({ timeout: 20_000 });
    const href = await link.getAttribute('href');
    if (href) details.push(href);
  }
  return [
    '/admin',
    ...ADMIN_LISTS,
    ...details,
    '/admin/stuck-batches',
    '/admin/audit',
    '/admin/no-such-page',
  ];
}
