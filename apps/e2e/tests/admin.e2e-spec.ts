import { openBrowser, signUpInBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { confirmByMail } from '../src/operator';

async function sessionUser(browser: BrowserSession, baseUrl: string): Promise<unknown> {
  const res = await browser.context.request.get(`${baseUrl}/api/session`);
  return ((await res.json()) as { user: unknown }).user;
}

describe('the admin panel in the browser', () => {
  let product: RunningProduct;
  let operator: BrowserSession;
  let customer: BrowserSession;
  const operatorEmail = `operator-${Date.now()}@example.test`;
  const customerEmail = `customer-${Date.now()}@example.test`;

  beforeAll(async () => {
    // ADMIN_EMAIL: the account with this address becomes an operator once it has confirmed the address.
    product = await startProduct({ smtp: true, env: { ADMIN_EMAIL: operatorEmail } });
    operator = await openBrowser();
    customer = await openBrowser();
    await signUpInBrowser(operator, product.baseUrl, { name: 'Olivia Operator', email: operatorEmail });
    await confirmByMail(operator, product, operatorEmail);
    await signUpInBrowser(customer, product.baseUrl, { name: 'Carl Customer', email: customerEmail });
  });

  afterAll(async () => {
    await operator?.close();
    await customer?.close();
    await product?.dispose();
  });

  it('an operator opens /admin, finds a user, changes their tier and deletes them', async () => {
    const base = product.baseUrl;
    const page = await operator.newPage();

    await page.goto(`${base}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const totalUsers = page.getByRole('link', { name: /Total Users/ });
    await expect(totalUsers.textContent()).resolves.toMatch(/^Total Users\s*2\s*1 confirmed$/);
    await page.getByRole('region', { name: 'Recent Users' }).getByText(customerEmail).waitFor();

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByPlaceholder('Search users by email or name').fill('carl');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(`${base}/admin/users?search=carl`);
    await page.getByRole('link', { name: `View ${customerEmail}` }).click();
    await page.getByRole('heading', { level: 1, name: 'User Details' }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Subscription Tier').selectOption('professional');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('User was successfully updated.').waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    // The panel shows the new tier once the user's data has been fetched again after the save.
    const subscription = page.getByRole('region', { name: 'User Information' }).locator('dd').nth(2);
    await subscription.filter({ hasText: /^Professional$/ }).waitFor();
    const plan = await customer.context.request.get(`${base}/api/settings/subscription`);
    expect(((await plan.json()) as { usage_limit: number | null }).usage_limit).toBe(2500);

    await expect(sessionUser(customer, base)).resolves.not.toBeNull();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to delete this user? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User was successfully deleted.').waitFor();
    await page.waitForURL(`${base}/admin/users`);
    await expect(sessionUser(customer, base)).resolves.toBeNull();

    expect(operator.consoleErrors).toEqual([]);
  });

  it('keeps signed-in users without the admin flag out', async () => {
    const other = await openBrowser();
    try {
      await signUpInBrowser(other, product.baseUrl, { name: 'Nora Nobody' });
      const page = await other.newPage();
      await page.goto(`${product.baseUrl}/admin/users`);
      await page
        .getByText(/not authori[sz]ed/i)
        .first()
        .waitFor();
      const api = await other.context.request.get(`${product.baseUrl}/api/admin/users`);
      expect(api.status()).toBe(403);
    } finally {
      await other.close();
    }
  });
});
