import type { Page } from 'playwright-core';

/** Free allows one member per team: moves the page's user to Starter (no payment provider in tests). */
export async function upgradeToStarter(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/settings/subscription`);
  await page.getByRole('link', { name: 'Upgrade to Starter' }).click();
  await page.waitForURL(/\/settings\/subscription\/new\?plan=starter&period=monthly$/);
  await page.getByText('$29.00').waitFor();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByText('Your plan was changed.').waitFor();
}
